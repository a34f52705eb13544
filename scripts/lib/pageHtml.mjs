// One page's HTML document, the same at build time (prerender.mjs) and in the development server
// (src/server/devPagesPlugin.ts): the prerendered blocks and islands, the head, and at most one script.
import { transformSync } from 'esbuild';
import { escape, headTags } from './headTags.mjs';

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
const fontPreloads = (css) =>
  [...new Set([...css.matchAll(/url\((\/[^)]+\.woff2)\)/g)].map((match) => match[1]))].map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`);

export const globalStyle = (css) => `<style id="global-css">${css}</style>`;

/** The media type of a site icon (.svg, .png or .ico, as the schema allows). */
export const iconType = (src) => ({ svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon' })[src.split('.').pop().toLowerCase()];
/** The browser tab's icon: nav.yaml's `site.favicon`. */
const iconLink = (favicon) => `<link rel="icon" href="${escape(favicon)}" type="${iconType(favicon)}" />`;

// Replacer functions, never replacement strings: the page's HTML is content, and `$&`, `$'` or `` $` `` in a text
// would otherwise be read as patterns and copy parts of the template into the page.
export const fillTemplate = (template, { lang, head, app, favicon }) =>
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
const pageScriptTag = (server, script) =>
  `<script data-modules="${escape(script.modules.join(' '))}" data-preload="${escape(script.preload.join(' '))}" data-fallback="${escape(script.fallback)}">${starterText(server)}</script>`;

const starterText = (server) => minified(server.pageScriptStarter());
const speculationText = (server) => server.scriptJson(SPECULATION_RULES);

/**
 * The text of every inline script a page document may hold (the starter and the speculation rules): the build gives
 * the Content-Security-Policy the hashes of exactly these, known because it wrote them, never found by reading files.
 */
export const pageInlineScripts = (server) => [starterText(server), speculationText(server)];

const urls = (list) => escape(list?.join(' ') ?? '');
/**
 * The island data, naming only the modules the page's islands need: hydration for React islands, the runner for
 * scripts. The render's list of islands says which kinds the page has.
 */
const islandDataTag = (server, rendered, script) => {
  const hasKind = (kind) => rendered.islands.some((island) => island.kind === kind);
  const hydrate = hasKind('react') ? ` data-hydrate="${urls(script?.hydrate)}"` : '';
  const scripts = hasKind('script') ? ` data-scripts="${urls(script?.scripts)}"` : '';
  return `<script type="application/json" id="${server.ISLAND_DATA_ID}"${hydrate}${scripts}>${server.scriptJson(server.islandDataOf(rendered.islands))}</script>`;
};

// Every page carries it inline, so it is minified (the same text on every page: one hash in the CSP).
const minifiedTexts = new Map();
const minified = (code) => {
  if (!minifiedTexts.has(code)) minifiedTexts.set(code, transformSync(code, { minify: true, target: 'es2022' }).code.trim().replace(/;$/, ''));
  return minifiedTexts.get(code);
};

/**
 * The document for a rendered page. `script` is the page's modules (`{ modules, preload, hydrate?, scripts? }`, URLs;
 * `hydrate` and `scripts`: what the island loader imports when a React or a script island wakes, the module first),
 * `styles` the CSS files its islands need; `server` is the server entry (site, globalCss, documentTitle, scriptJson,
 * browserColors, pageScriptStarter, ISLAND_DATA_ID, islandDataOf); `rendered` the server's render of the page
 * (its html, styleTags, page and islands).
 */
export function pageDocument({ template, server, rendered, path, script, styles = [] }) {
  const { site } = server;
  const head = [
    headTags({ site, page: rendered.page, path, documentTitle: server.documentTitle, themeColor: server.browserColors.theme, scriptJson: server.scriptJson }),
    ...fontPreloads(server.globalCss),
    ...styles.map((css) => `<link rel="stylesheet" crossorigin href="${css}">`),
    globalStyle(server.globalCss),
    rendered.styleTags,
    `<script type="speculationrules">${speculationText(server)}</script>`,
    script ? pageScriptTag(server, script) : '',
    rendered.islands.length ? islandDataTag(server, rendered, script) : '',
  ];
  return fillTemplate(template, { lang: site.language, favicon: site.favicon, head: head.filter(Boolean).join('\n    '), app: rendered.html });
}
