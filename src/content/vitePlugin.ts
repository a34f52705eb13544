import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { BlockType } from '../blocks/registry';
import type { Page } from '../renderer/pageSchema';
import { blocksPage, blocksPagePath } from './blocksPage';
import { exampleFiles, readExamples } from './examples';
import { exampleMediaOf } from './exampleMedia';
import { serveExampleMedia } from './exampleMediaServer';
import type { SpriteIcons } from '../icons/sprite';
import { devProblems } from './devProblems';
import { iconsUsed } from './iconCheck';
import { examplesUrl, problemsEvent, problemsUrl } from './devProblemsProtocol';
import { asPagesYamlItem } from './catalogue';
import { contentFiles, loadSite } from './loadSite';
import { formatProblems, type Problem } from './problems';
import { siteTheme } from './themeColors';
import { fontFaces } from './themeFont';
import { cachedVariant, withResponsiveImages, type ImageVariant } from './responsiveImages';
import { buildCache, buildCacheRoot } from './buildCache';
import { siteRoot } from './siteRoot';
import { serverContentStub } from './serverContent';

const SITE_ID = 'virtual:site/site';
/** The interface words alone (nav.yaml's `site.labels`), for islands hydrating in the browser. */
const LABELS_ID = 'virtual:site/labels';
const PAGE_PREFIX = 'virtual:site/page/';
const RESOLVED = '\0virtual:site/';
/** Development only: how long the content files must be quiet after a change before they are read again. */
const SETTLE_MS = 80;
/** The most the cache of encoded picture variants keeps (the variants used longest ago go first). */
const IMAGE_CACHE_MAX_BYTES = 512 * 1024 * 1024;
/** Development only: the /_blocks catalogue page. */
const BLOCKS_PAGE_ID = `${PAGE_PREFIX}blocks-catalogue`;

class ContentError extends Error {
  constructor(problems: Problem[]) {
    super(formatProblems(problems));
    this.name = 'ContentError';
    this.stack = '';
  }
}

/** Development only: the author error page, and the examples' YAML on /_blocks, added to every page the dev server serves. */
const DEV_SCRIPTS = ['/src/content/devErrorPage.ts', '/src/content/devBlocksYaml.ts'];

/**
 * Serves pages.yaml and nav.yaml to the app as virtual modules, validated at build time:
 * `virtual:site/site` (navigation and the route table), `virtual:site/labels` (the interface words, which the
 * islands' code carries, so that pages need not) and one `virtual:site/page/N` per page, so each route downloads
 * only its own content. Problems fail the build. In `npm run dev` they show on the author error page (devErrorPage.ts)
 * above the last good version of the page, and the route table also has /_blocks, the block catalogue (see
 * blocksPage.ts).
 */
/** What the plugin tells the other plugins and the build script about the content it loaded. */
type SiteContentApi = {
  usedIcons: () => SpriteIcons;
  /** The content the build checked, for the build's later steps (none when it has problems). */
  content: () => ReturnType<typeof loadSite>['content'];
  /**
   * `npm run build`: the server build gets stubs for the content instead of the content, which the build checks and
   * writes beside the bundle itself (serverContent.ts), so that the bundle is the same for every version of the content.
   */
  keepContentOut: () => void;
};

export function siteContent(): Plugin & { api: SiteContentApi } {
  /** The site's folder (pages.yaml, nav.yaml, public/): the project's, or the one `--root` named. */
  let root = process.cwd();
  /** The project's own folder: the block catalogue's examples belong to the code, not to a site. */
  let codeRoot = process.cwd();
  let isDev = false;
  let result: ReturnType<typeof loadSite> | undefined;
  /** Development only: the last content without problems, served while the files have problems. */
  let lastGood: ReturnType<typeof loadSite> | undefined;
  /** Build only: the AVIF/WebP copies of raster images that the page modules refer to. */
  const imageVariants = new Map<string, ImageVariant>();
  /** Build only: the server build's content modules are stubs (see SiteContentApi.keepContentOut). */
  let contentOut = false;

  const current = () => {
    result ??= loadSite(root);
    if (!result.problems.length) lastGood = result;
    return result;
  };
  /** What the modules are made from: in development, the last good content while the files have problems. */
  const served = () => {
    const check = current();
    return isDev && check.problems.length && lastGood ? lastGood : check;
  };
  const devBlocksPage = () => blocksPage({ root: codeRoot });
  const problemsPayload = () => {
    // A broken catalogue example breaks /_blocks like a broken page breaks its route: it is listed the same way.
    const contentProblems = current().problems;
    const problems = contentProblems.length || !served().content ? contentProblems : devBlocksPage().problems;
    const files = new Set([...Object.values(contentFiles), ...problems.map((problem) => problem.file)]);
    // The content files are the site's; the catalogue's examples are the project's (they differ with --root).
    const folderOf = (file: string) => ((Object.values(contentFiles) as string[]).includes(file) ? root : codeRoot);
    const texts = Object.fromEntries([...files].map((file) => [file, readFileSync(join(folderOf(file), file), 'utf8')]));
    return { problems: devProblems(problems === contentProblems ? root : codeRoot, problems, texts), hasLastGood: lastGood !== undefined };
  };

  function pageModule(page: Omit<Page, 'path'>, sources: PropertyKey[]): string {
    const check = served();
    const blocks = isDev ? page.blocks : withResponsiveImages(page.blocks, join(root, 'public'), imageVariants);
    const data: Record<string, unknown> = { title: page.title, description: page.description, blocks };
    if (isDev) {
      data.sources = page.blocks.map((_, index) => {
        const { line } = check.pagesSource.locate([...sources, 'blocks', index]);
        return `${contentFiles.pages}:${line}`;
      });
    }
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});`;
  }

  async function siteModule(): Promise<string> {
    const { content } = served();
    const { theme } = content!.nav.site;
    const typesOf = (page: Omit<Page, 'path'>): BlockType[] => [...new Set(page.blocks.map((block) => block.type))];
    const entries = content!.pages.pages.map(
      (page, index) =>
        `{ path: ${JSON.stringify(page.path)}, blockTypes: ${JSON.stringify(typesOf(page))}, load: () => import(${JSON.stringify(PAGE_PREFIX + index)}) }`,
    );
    if (isDev) {
      const { blockTypes } = devBlocksPage();
      entries.push(`{ path: ${JSON.stringify(blocksPagePath)}, blockTypes: ${JSON.stringify(blockTypes)}, load: () => import(${JSON.stringify(BLOCKS_PAGE_ID)}) }`);
    }
    return [
      `export const nav = JSON.parse(${JSON.stringify(JSON.stringify(content!.nav))});`,
      `export const theme = ${JSON.stringify(siteTheme(theme, await fontFaces(theme.font, join(root, 'public'))))};`,
      `export const routes = [\n  ${entries.join(',\n  ')}\n];`,
      `export const notFound = { blockTypes: ${JSON.stringify(typesOf(content!.pages.notFound))}, load: () => import(${JSON.stringify(`${PAGE_PREFIX}not-found`)}) };`,
    ].join('\n');
  }

  function reload(server: ViteDevServer) {
    result = undefined;
    const check = current();
    server.ws.send({ type: 'custom', event: problemsEvent, data: problemsPayload() });
    if (check.problems.length) {
      // The page stays as it is (the last good content) under the author error page.
      server.config.logger.error(formatProblems(check.problems), { timestamp: true });
      return;
    }
    // The browser's and the server renderer's module graphs both hold the content modules.
    for (const environment of Object.values(server.environments)) {
      for (const module of environment.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(RESOLVED)) environment.moduleGraph.invalidateModule(module);
      }
    }
    server.config.logger.info('content reloaded', { timestamp: true });
    server.ws.send({ type: 'full-reload' });
  }

  return {
    name: 'site-content',
    // For the icon sprite plugin: the icons of the content it serves (none while there is no good content yet).
    api: {
      usedIcons: () => {
        const { content } = served();
        return content ? iconsUsed(content.pages, content.nav) : { icons: [], networks: [] };
      },
      content: () => served().content,
      keepContentOut: () => {
        contentOut = true;
      },
    },
    configResolved(config) {
      codeRoot = config.root;
      root = siteRoot(config.root);
      isDev = config.command === 'serve';
    },
    buildStart() {
      // With the content kept out, the build script has checked it already.
      if (isDev || contentOut) return;
      result = loadSite(root);
      // Named from the project's folder, so that a --root site's problems point at its own files.
      const located = root === codeRoot ? result.problems : result.problems.map((problem) => ({ ...problem, file: relative(codeRoot, join(root, problem.file)) }));
      if (result.problems.length) this.error(new ContentError(located));
    },
    async generateBundle() {
      // Pages are rendered by the server build, which writes these files (scripts/build.ts copies them to the site).
      if (this.environment.config.consumer !== 'server') return;
      const queue = [...imageVariants.values()];
      if (!queue.length) return;
      // Variants encoded by an earlier build come from the cache; a site's pictures rarely change.
      const cache = buildCache(join(buildCacheRoot(codeRoot), 'images'), IMAGE_CACHE_MAX_BYTES);
      const worker = async () => {
        for (let variant = queue.shift(); variant; variant = queue.shift()) {
          this.emitFile({ type: 'asset', fileName: variant.fileName, source: await cachedVariant(variant, cache) });
        }
      };
      await Promise.all([worker(), worker()]);
      cache.prune();
    },
    resolveId(id) {
      if (id === SITE_ID || id === LABELS_ID || id.startsWith(PAGE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      if (name !== 'site' && name !== 'labels' && !name.startsWith('page/')) return undefined;
      if (contentOut && this.environment.config.consumer === 'server' && (name === 'site' || name === 'labels')) return serverContentStub(name);
      const check = served();
      if (check.problems.length) {
        // In development the author error page shows the problems; with no good version to show, the app stops.
        if (isDev) return `throw new Error(${JSON.stringify(`Content problems:\n${formatProblems(check.problems)}`)});`;
        throw new ContentError(check.problems);
      }
      if (name === 'site') return siteModule();
      if (name === 'labels') return `export const labels = JSON.parse(${JSON.stringify(JSON.stringify(check.content!.nav.site.labels))});`;
      if (isDev && id === `\0${BLOCKS_PAGE_ID}`) {
        const catalogue = devBlocksPage();
        // Listed on the author error page (problemsPayload), not in Vite's overlay.
        if (catalogue.problems.length) return `throw new Error(${JSON.stringify(`Content problems:\n${formatProblems(catalogue.problems)}`)});`;
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogue.page))});`;
      }
      const key = name.slice('page/'.length);
      if (key === 'not-found') return pageModule(check.content!.pages.notFound, ['notFound']);
      const index = Number(key);
      const page = check.content!.pages.pages[index];
      if (!page) throw new Error(`No page ${key} in ${contentFiles.pages}`);
      return pageModule(page, ['pages', index]);
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => (isDev ? DEV_SCRIPTS.map((src) => ({ tag: 'script', attrs: { type: 'module', src }, injectTo: 'body' as const })) : []),
    },
    configureServer(server) {
      server.middlewares.use(problemsUrl, (_request, response) => {
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(JSON.stringify(problemsPayload()));
      });
      server.middlewares.use(serveExampleMedia(codeRoot));
      server.middlewares.use(examplesUrl, (_request, response) => {
        const examples = readExamples(codeRoot).map((example) => ({ type: example.type, file: example.file, yaml: `${asPagesYamlItem(example.text)}\n` }));
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(JSON.stringify({ examples }));
      });
      const files = Object.values(contentFiles).map((file) => join(root, file));
      const examples = exampleFiles().map((file) => join(codeRoot, file));
      const blocksDir = join(codeRoot, 'src', 'blocks');
      const publicDir = join(root, 'public');
      server.watcher.add([...files, ...examples]);
      // An editor's save (or writeFile) truncates the file and then writes it: the watcher may report the empty
      // file and then drop the second event as a duplicate, so the files are read once they have been quiet briefly.
      let pending: ReturnType<typeof setTimeout> | undefined;
      const onChange = (file: string) => {
        const exampleMedia = file.startsWith(blocksDir) && exampleMediaOf(`/_blocks${file.slice(blocksDir.length).split(sep).join('/')}`) !== undefined;
        if (!files.includes(file) && !file.startsWith(publicDir) && !examples.includes(file) && !exampleMedia) return;
        clearTimeout(pending);
        pending = setTimeout(() => reload(server), SETTLE_MS);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
