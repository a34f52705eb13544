// One page's HTML document, the same at build time (prerender.mjs) and in the development server
// (src/server/devPagesPlugin.ts): the prerendered blocks and islands, the head, and at most one script.
import { escape, headTags } from './headTags.mjs';

export const ISLAND_DATA_ID = 'island-data';

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

// Replacer functions, never replacement strings: the page's HTML is content, and `$&`, `$'` or `` $` `` in a text
// would otherwise be read as patterns and copy parts of the template into the page.
export const fillTemplate = (template, { lang, head, app }) =>
  template
    .replace(/<meta name="description" content="" \/>\s*<title><\/title>/, '')
    .replace('<html lang="en">', () => `<html lang="${escape(lang)}">`)
    .replace('<!--head-->', () => head)
    .replace('<!--app-->', () => app);

/**
 * The document for a rendered page. `script` is the page's module (`{ entry, preload }`, URLs), `styles` the CSS
 * files its islands need; `server` is the server entry (site, globalCss, documentTitle, scriptJson, browserColors).
 */
export function pageDocument({ template, server, rendered, path, script, styles = [] }) {
  const { site } = server;
  const head = [
    headTags({ site, page: rendered.page, path, documentTitle: server.documentTitle, themeColor: server.browserColors.theme, scriptJson: server.scriptJson }),
    ...fontPreloads(server.globalCss),
    ...styles.map((css) => `<link rel="stylesheet" crossorigin href="${css}">`),
    globalStyle(server.globalCss),
    rendered.styleTags,
    `<script type="speculationrules">${server.scriptJson(SPECULATION_RULES)}</script>`,
    ...(script ? script.preload.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`) : []),
    script ? `<script type="module" crossorigin src="${script.entry}"></script>` : '',
    rendered.islandData ? `<script type="application/json" id="${ISLAND_DATA_ID}">${server.scriptJson(rendered.islandData)}</script>` : '',
  ];
  return fillTemplate(template, { lang: site.language, head: head.filter(Boolean).join('\n    '), app: rendered.html });
}
