// Writes the hosting description and every host's configuration for a built site (see src/server/writeHostFiles.ts).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { siteRoot } from '../../src/content/siteRoot';
import type { PagesFile } from '../../src/renderer/pageSchema';
import { writeHostFiles } from '../../src/server/writeHostFiles';
import type { HostRules } from '../../src/server/hostRules';
import type { EmailSettings } from './emailSettings';
import type { ServerEntry } from './pageHtml';

/** Every `embedUrl` in the pages' content: the origins the map block may frame. */
function frameOrigins(pages: unknown): string[] {
  const origins = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'embedUrl' && typeof child === 'string') origins.add(new URL(child).origin);
        else walk(child);
      }
    }
  };
  walk(pages);
  return [...origins].sort();
}

/** pages.yaml's `redirects:` (checked by the build): each old address to the page it leads to. */
const movedPages = (pages: PagesFile): Record<string, string> => Object.fromEntries((pages.redirects ?? []).map((redirect) => [redirect.from, redirect.to]));

/** `inlineScripts`: the text of every inline script the build wrote into the pages (prerender.ts). */
/** `pages`: the checked content of pages.yaml, when the build has it (else read again). */
export async function writeDeployment({
  dist,
  serverEntry,
  email,
  inlineScripts,
  pages: checkedPages,
}: {
  dist: string;
  serverEntry: string;
  email: EmailSettings;
  inlineScripts: string[];
  pages?: PagesFile | undefined;
}): Promise<HostRules> {
  const server = (await import(pathToFileURL(resolve(serverEntry)).href)) as ServerEntry;
  // The site's own pages.yaml: the folder `--root` named, else the project's.
  const pages = checkedPages ?? (parse(readFileSync(join(siteRoot('.'), 'pages.yaml'), 'utf8')) as PagesFile);
  const origin = email.isConfigured && !email.origin.startsWith('/') ? new URL(email.origin).origin : null;
  return writeHostFiles({
    dist,
    deployDir: `${dist.replace(/[\\/]+$/, '')}-deploy`,
    // Only the real build writes the committed workflow (the benchmarks build into temporary folders).
    workflowDir: resolve(dist) === resolve('dist') ? '.github/workflows' : null,
    pages: server.paths,
    moved: movedPages(pages),
    siteUrl: server.site.url,
    emailOrigin: origin,
    frameOrigins: frameOrigins(pages),
    inlineScripts,
  });
}
