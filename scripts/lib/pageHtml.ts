// One page's HTML document, the same at build time (prerender.ts) and in the development server
// (src/server/devPagesPlugin.ts): the prerendered blocks and islands, the head, and at most one script.
import { transformSync } from 'esbuild';
import { ISLAND_DATA_ID } from '../../src/app/client/pageIds';
import type { RenderedPage } from '../../src/entry-server';
import { islandDataOf } from '../../src/renderer/islandData';
import { scriptJson } from '../../src/shared/scriptJson';
import { escape, headTags } from './headTags';
import type { PageScript } from './manifest';

/** The built server renderer (src/entry-server.tsx, built by Vite): the content and what only its bundle has. */
export type ServerEntry = typeof import('../../src/entry-server');
/** What the page writer reads of the server renderer. */
export type PageServer = Pick<ServerEntry, 'site' | 'globalCss' | 'browserColors' | 'pageScriptStarter'>;
/** What the page writer reads of one page's render. */
type Rendered = Pick<RenderedPage, 'html' | 'styleTags' | 'page' | 'islands'>;

/**
 * Same-site pages are prerendered when the visitor shows intent (hovering a link for a moment, or pressing on it), so
 * following a link shows the next page at once; in browsers without Speculation Rules links are ordinary links. The
 * build's own folders are left out (they hold no pages). It is an inline script: its hash is in the CSP like any other.
 */
export const SPECULATION_RULES = {
  prerender: [{ where: { and: [{ href_matches: '/*' }, { not: { href_matches: ['/assets/*', '/images/*', '/media/*', '/_*'] } }] }, eagerness: 'moderate' }],
};

/**
 * The web fonts of the page's @font-face rules, fetched from the start instead of after the first style pass, so
 * text is first painted in its own font rather than swapped (and shifted) a moment later.
 */
const fontPreloads = (css: string) =>
  [...new Set([...css.matchAll(/url\((\/[^)]+\.woff2)\)/g)].map((match) => match[1]))].map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`);

export const globalStyle = (css: string) => `<style id="global-css">${css}</style>`;

/** The media type of a site icon (.svg, .png or .ico, as the schema allows). */
export const iconType = (src: string): string | undefined => ({ svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon' } as Record<string, string>)[src.split('.').pop()!.toLowerCase()];
/** The browser tab's icon: nav.yaml's `site.favicon`. */
const iconLink = (favicon: string) => `<link rel="icon" href="${escape(favicon)}" type="${iconType(favicon)}" />`;

// Replacer functions, never replacement strings: the page's HTML is content, and `$&`, `$'` or `` $` `` in a text
// would otherwise be read as patterns and copy parts of the template into the page.
export const fillTemplate = (template: string, { lang, head, app, favicon }: { lang: string; head: string; app: string; favicon: string }): string =>
  template
    .replace(/<meta name="description" content="" \/>\s*<title><\/title>/, '')
    .replace('<!--icon-->', () => iconLink(favicon))
    .replace('<html lang="en">', () => `<html lang="${escape(lang)}">`)
    .replace('<!--head-->', () => head)
    .replace('<!--app-->', () => app);

/**
 * The page's module scripts are not `<script src>` elements: the inline starter (src/app/client/pageScriptStarter.ts) loads it
 * and its chunks once the page has loaded, or at once when the visitor reaches for an interactive block. `data-fallback`
 * names the phone menu's module for engines without invoker commands (src/layout/headerEnhancer.ts imports it there).
 */
const pageScriptTag = (server: PageServer, script: PageScript) =>
  `<script data-modules="${escape(script.modules.join(' '))}" data-preload="${escape(script.preload.join(' '))}" data-fallback="${escape(script.fallback)}">${starterText(server)}</script>`;

const starterText = (server: PageServer) => minified(server.pageScriptStarter());
const speculationText = () => scriptJson(SPECULATION_RULES);

/**
 * The text of every inline script a page document may hold (the starter and the speculation rules): the build gives
 * the Content-Security-Policy the hashes of exactly these, known because it wrote them, never found by reading files.
 */
export const pageInlineScripts = (server: PageServer): string[] => [starterText(server), speculationText()];

const urls = (list: string[] | undefined) => escape(list?.join(' ') ?? '');
/**
 * The island data, naming only the modules the page's islands need: hydration for React islands, the runner for
 * scripts. The render's list of islands says which kinds the page has.
 */
const islandDataTag = (rendered: Rendered, script: PageScript | null) => {
  const hasKind = (kind: 'react' | 'script') => rendered.islands.some((island) => island.kind === kind);
  const hydrate = hasKind('react') ? ` data-hydrate="${urls(script?.hydrate)}"` : '';
  const scripts = hasKind('script') ? ` data-scripts="${urls(script?.scripts)}"` : '';
  return `<script type="application/json" id="${ISLAND_DATA_ID}"${hydrate}${scripts}>${scriptJson(islandDataOf(rendered.islands))}</script>`;
};

// Every page carries it inline, so it is minified (the same text on every page: one hash in the CSP).
const minifiedTexts = new Map<string, string>();
const minified = (code: string): string => {
  if (!minifiedTexts.has(code)) minifiedTexts.set(code, transformSync(code, { minify: true, target: 'es2022' }).code.trim().replace(/;$/, ''));
  return minifiedTexts.get(code)!;
};

/**
 * The document for a rendered page. `script` is the page's modules (`{ modules, preload, hydrate?, scripts? }`, URLs;
 * `hydrate` and `scripts`: what the island loader imports when a React or a script island wakes, the module first),
 * `styles` the CSS files its islands need; `server` is the server entry (its site, globalCss, browserColors and
 * pageScriptStarter); `rendered` the server's render of the page (its html, styleTags, page and islands).
 */
export function pageDocument({ template, server, rendered, path, script, styles = [] }: { template: string; server: PageServer; rendered: Rendered; path: string | null; script: PageScript | null; styles?: string[] }): string {
  const { site } = server;
  const head = [
    headTags({ site, page: rendered.page, path, themeColor: server.browserColors.theme }),
    ...fontPreloads(server.globalCss),
    ...styles.map((css) => `<link rel="stylesheet" crossorigin href="${css}">`),
    globalStyle(server.globalCss),
    rendered.styleTags,
    `<script type="speculationrules">${speculationText()}</script>`,
    script ? pageScriptTag(server, script) : '',
    rendered.islands.length ? islandDataTag(rendered, script) : '',
  ];
  return fillTemplate(template, { lang: site.language, favicon: site.favicon, head: head.filter(Boolean).join('\n    '), app: rendered.html });
}
