// The build's copy of public/ into the site (instead of Vite's, which copies whatever is there and follows links):
// only regular files of the types a site serves as content (src/content/publicFolder.ts), and of those only the ones
// the site uses (src/content/publish.ts): named by the content, named by the code the build made, robots.txt, or kept
// by `site.publish.keep`. The content check has refused anything else already; a file that appeared since stops the
// build here, named.
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { loadSite } from '../../src/content/loadSite';
import { publicEntries, publicFileRefusal } from '../../src/content/publicFolder';
import { publishPlan } from '../../src/content/publish';
import { siteRoot } from '../../src/content/siteRoot';

/** The built files that may name a file of public/: the page template, scripts, styles, and what they read. */
const TEXT_OUTPUT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.xml', '.txt']);

/** The text of every built file that may name a file of public/ (the server renderer's too: the pages come from it). */
function builtText(folders: string[]): string {
  return folders
    .flatMap((folder) => {
      try {
        return readdirSync(folder, { withFileTypes: true, recursive: true })
          .filter((entry) => entry.isFile() && TEXT_OUTPUT.has(extname(entry.name)))
          .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
      } catch {
        return [];
      }
    })
    .join('\n');
}

/**
 * Copies the site's public/ files that the site uses (the project's, or those of the folder `--root` named) into
 * `dist`; `built` are the folders of the build's output, searched for files the code names; `checked` the content the
 * build checked (read again when not given). Returns the paths copied and those left behind (from public/, with /).
 */
export async function copyPublicFiles(dist: string, built: string[] = [dist], checked?: ReturnType<typeof loadSite>['content']): Promise<{ copied: string[]; leftBehind: string[] }> {
  const root = siteRoot('.');
  const entries = publicEntries(root);
  const refused = entries.flatMap(({ path, isLink }) => {
    const refusal = publicFileRefusal(path, { isLink });
    return refusal ? [`public/${path} ${refusal}`] : [];
  });
  if (refused.length) throw new Error(`public/ holds files the site does not publish:\n${refused.map((line) => `  ${line}`).join('\n')}`);
  // The content was checked by the build already; read again here for the files it names when not handed over.
  const { content, problems } = checked ? { content: checked, problems: [] } : loadSite(root);
  if (!content) throw new Error(`the content changed during the build and has problems now: ${problems.length}; run npm run validate`);
  const plan = publishPlan(content, entries.map((entry) => entry.path));
  // A file the code names (a style's url(), a script's address) is used too, though no content file names it.
  const text = builtText(built);
  const namedByCode = plan.unused.filter((path) => text.includes(`/${path}`) || text.includes(`/${encodeURI(path)}`));
  const published = new Set([...plan.published, ...namedByCode]);
  for (const { path, file } of entries) {
    if (!published.has(path)) continue;
    const target = join(dist, path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file, target);
  }
  return { copied: [...published], leftBehind: plan.unused.filter((path) => !published.has(path)) };
}
