// Types of the virtual module `virtual:site/site` that the content plugin generates
// (mapped to this file in tsconfig.json "paths").
import type { RouteEntry } from '../renderer/pageData';
import type { NavFile } from '../shared/siteSchema';

/** nav.yaml, validated. */
export declare const nav: NavFile;
/** One entry per page of pages.yaml, in order. */
export declare const routes: RouteEntry[];
/** The not-found page. */
export declare const notFound: Omit<RouteEntry, 'path'>;
/** The site's colours from nav.yaml's `site.theme`: the `:root` rule of every page, and the browser's colours. */
export declare const theme: import('./themeColors').SiteThemeModule;
