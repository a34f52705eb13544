// The content of `npm run build`'s server renderer, kept out of its bundle: the bundle is then made of code alone, and
// a build after a content edit takes the one an earlier build kept (scripts/lib/serverRenderer.ts) instead of bundling
// again. The bundle's `virtual:site/site` and `virtual:site/labels` are stubs reading a global that a module written
// beside the bundle sets before the bundle is loaded; the modules hold what the content plugin's would (vitePlugin.ts).
import { join } from 'node:path';
import type { BlockType } from '../blocks/registry';
import type { Page } from '../renderer/pageSchema';
import { buildCache, buildCacheRoot } from './buildCache';
import type { loadSite } from './loadSite';
import { cachedVariant, withResponsiveImages, type ImageVariant } from './responsiveImages';
import { siteTheme } from './themeColors';
import { fontFaces } from './themeFont';

type Content = NonNullable<ReturnType<typeof loadSite>['content']>;

/** Where the content module puts the content for the bundle's stubs. */
const GLOBAL = 'Symbol.for("site-renderer.content")';
/** The most the cache of encoded picture variants keeps (as the content plugin's). */
const IMAGE_CACHE_MAX_BYTES = 512 * 1024 * 1024;

/** The bundle's stand-in for a content virtual module (`site` or `labels`). */
export function serverContentStub(name: 'site' | 'labels'): string {
  const read = `const content = globalThis[${GLOBAL}];\nif (!content) throw new Error('The server renderer runs after its content module (site-content.js) is loaded.');`;
  if (name === 'labels') return `${read}\nexport const labels = content.labels;`;
  return `${read}\nexport const nav = content.nav;\nexport const theme = content.theme;\nexport const routes = content.routes;\nexport const notFound = content.notFound;`;
}

/**
 * The module that gives the bundle its content: what the plugin's site, labels and page modules export, pictures
 * pointing at their responsive copies (collected in `variants`, for writeImageVariants).
 */
export async function serverContentModule(content: Content, root: string, variants: Map<string, ImageVariant>): Promise<string> {
  const publicDir = join(root, 'public');
  const pageData = (page: Omit<Page, 'path'>) => ({ title: page.title, description: page.description, blocks: withResponsiveImages(page.blocks, publicDir, variants) });
  const typesOf = (page: Omit<Page, 'path'>): BlockType[] => [...new Set(page.blocks.map((block) => block.type))];
  const { theme } = content.nav.site;
  const data = {
    nav: content.nav,
    theme: siteTheme(theme, await fontFaces(theme.font, publicDir)),
    routes: content.pages.pages.map((page) => ({ path: page.path, blockTypes: typesOf(page), page: pageData(page) })),
    notFound: { blockTypes: typesOf(content.pages.notFound), page: pageData(content.pages.notFound) },
  };
  // A page is loaded as its module would be: a promise of `{ default: page }`.
  return [
    `const data = JSON.parse(${JSON.stringify(JSON.stringify(data))});`,
    'const entry = ({ page, ...rest }) => ({ ...rest, load: () => Promise.resolve({ default: page }) });',
    `globalThis[${GLOBAL}] = { nav: data.nav, labels: data.nav.site.labels, theme: data.theme, routes: data.routes.map(entry), notFound: entry(data.notFound) };`,
    '',
  ].join('\n');
}

/** Writes the responsive copies of pictures into `outDir` (encoded ones come from the build cache). */
export async function writeImageVariants(variants: Map<string, ImageVariant>, codeRoot: string, write: (fileName: string, source: Buffer) => void): Promise<void> {
  const queue = [...variants.values()];
  if (!queue.length) return;
  const cache = buildCache(join(buildCacheRoot(codeRoot), 'images'), IMAGE_CACHE_MAX_BYTES);
  const worker = async () => {
    for (let variant = queue.shift(); variant; variant = queue.shift()) write(variant.fileName, await cachedVariant(variant, cache));
  };
  await Promise.all([worker(), worker()]);
  cache.prune();
}
