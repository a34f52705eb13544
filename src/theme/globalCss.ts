import { theme } from './tokens';

const { colors, fonts, fontSizes, layout, media } = theme;

/**
 * The document-wide rules (written after the site's colours and font faces, see entry-server.tsx): box model, body
 * type, links, focus ring. They never change with props or state, so they are plain CSS, not a styled-components
 * global style: the prerenderer writes them into each page's head, and the browser bundle never carries or re-computes them (main.tsx adds them itself only to pages it renders from scratch).
 *
 * Headings and the lines of a page's first block (its hero) are balanced, so no line ends on a lone word. Two
 * neighbouring bands on the same background (data-tone, set by ui/Band) read as one: the second adds no top padding.
 *
 * Every block renders normally (no `content-visibility: auto`): skipped blocks come out blank in full-page captures and
 * link previews, and the pages are short enough that rendering them whole costs no measurable blocking time.
 */
const rules = `
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    scroll-padding-top: calc(${layout.headerHeight} + 1rem);
  }
  ${media.reducedMotion} {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: ${fontSizes.base};
    line-height: 1.6;
    color: ${colors.text};
    background: ${colors.surface};
    -webkit-font-smoothing: antialiased;
  }
  ${media.phone} { body { line-height: 1.5; } }
  h1, h2, h3, h4, h5, h6 {
    font-family: ${fonts.heading};
    line-height: 1.2;
    color: ${colors.heading};
    margin: 0 0 0.5em;
    font-weight: 700;
    text-wrap: balance;
  }
  p { margin: 0 0 1em; }
  main [data-block]:first-child p { text-wrap: balance; }
  ${['plain', 'subtle', 'band', 'dark'].map((tone) => `main [data-block]:has(> [data-tone=${tone}]) + [data-block] > [data-tone=${tone}]`).join(',')} { padding-top: 0; }
  img, svg, video { max-width: 100%; display: block; }
  picture { display: contents; }
  img { height: auto; }
  a { color: ${colors.link}; text-underline-offset: 0.15em; }
  a:hover { color: ${colors.linkHover}; }
  :focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
  button { font: inherit; }
`;

/** The rules with comments-free, collapsed whitespace (they go into every page). */
export const globalCss = rules.replace(/\s*\n\s*/g, '').replace(/\s*([{};,])\s*/g, '$1');

/** Adds the rules to a document that has no prerendered head (development server, client-only render). */
export function addGlobalCss(document: Document) {
  if (document.getElementById('global-css')) return;
  const style = document.createElement('style');
  style.id = 'global-css';
  style.textContent = globalCss;
  document.head.prepend(style);
}
