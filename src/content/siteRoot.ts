import { resolve } from 'node:path';

/**
 * The folder holding the site's content (pages.yaml, nav.yaml and public/) when the scripts' `--root DIR` named one
 * other than the project; the code and node_modules are always the project's own. The scripts pass it on in this
 * variable so that Vite's plugins, the validator and the server read one and the same folder.
 */
export const SITE_ROOT_VARIABLE = 'SITE_ROOT';

/** The site folder named by `--root`, absolute, or undefined when the content is the project's own. */
export function namedSiteRoot(): string | undefined {
  const named = process.env[SITE_ROOT_VARIABLE]?.trim();
  return named ? resolve(named) : undefined;
}

/** Where the content lives: the folder `--root` named, else `projectRoot`. */
export function siteRoot(projectRoot: string): string {
  return namedSiteRoot() ?? projectRoot;
}
