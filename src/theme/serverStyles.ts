import { __PRIVATE__ } from 'styled-components';

// A page's styled-components CSS is rendered on the server into one style element, for the page and every island on
// it. Before the first island hydrates, the browser registers the class names of that CSS with styled-components, so
// hydration finds every style already present and injects none; the server's element stays the stylesheet, and rules
// for new states (a class an island first uses after hydration) go into styled-components' own sheet.

const ATTRIBUTE = 'data-server-styles';
/** styled-components' separator between rules in its server output. */
const SPLITTER = '/*!sc*/\n';
/** The marker after each component's rules: `data-styled.g12[id="sc-abc"]{content:"name1,name2,"}`. */
const MARKER = /^data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}$/;

/** The `<style>` element for the CSS a server render collected (`ServerStyleSheet.instance.toString()`). */
export const serverStyleTag = (css: string) => (css ? `<style ${ATTRIBUTE}>${css}</style>` : '');

type Group = { id: string; names: string[] };

/** A class attribute in React's server HTML (attribute values and text escape `"`, so the pattern only meets tags). */
const CLASS_ATTRIBUTE = / class="([^"]*)"/g;
const COMPONENT_ID = /^sc-[\w-]+$/;

/**
 * The server CSS with only the markers hydration needs: those of the global styles and of the components whose id or
 * a class name of theirs is in the islands' markup. A page without React islands keeps none, nor the separators
 * between rules, since no styled-components runs there. The markers are random ids: about 0.9 KB compressed a page.
 */
export function withIslandMarkersOnly(css: string, islandsHtml: string): string {
  const classes = new Set([...islandsHtml.matchAll(CLASS_ATTRIBUTE)].flatMap((match) => match[1]!.split(' ')));
  const needed = (part: string) => {
    const marker = MARKER.exec(part.trim());
    if (!marker) return true;
    // Global styles have no class in the markup; an island that renders one (a carousel's Swiper CSS) needs its marker.
    if (marker[1]!.startsWith('sc-global-')) return Boolean(islandsHtml);
    return classes.has(marker[1]!) || marker[2]!.split(',').some((name) => classes.has(name));
  };
  const parts = css.split(SPLITTER).filter(needed);
  return islandsHtml ? parts.join(SPLITTER) : parts.join('');
}

/** The server CSS per styled component: its id and its class names. */
export function serverStyleGroups(css: string): Group[] {
  const groups: Group[] = [];
  for (const part of css.split(SPLITTER)) {
    const marker = MARKER.exec(part.trim());
    if (marker) groups.push({ id: marker[1]!, names: marker[2]!.split(',').filter(Boolean) });
  }
  return groups;
}

/** Registers the class names of the page's server CSS with styled-components (call before hydrating). */
export function registerServerStyles(doc: Document = document): void {
  const tag = doc.querySelector(`style[${ATTRIBUTE}]`);
  if (!tag) return;
  const sheet = __PRIVATE__.mainSheet;
  for (const { id, names } of serverStyleGroups(tag.textContent ?? '')) for (const name of names) sheet.registerName(id, name);
}

/**
 * The server HTML of markup that is never hydrated, without the component ids styled-components adds to every element
 * (`sc-abc12-3`) that no rule of the page's CSS selects: they only serve styled-components at run time, and cost a
 * page about 0.4 KB compressed. Islands keep theirs: hydration must find its class names unchanged.
 */
export function withoutUnusedComponentIds(html: string, css: string): string {
  const selected = new Set(css.match(/(?<=\.)sc-[\w-]+/g));
  return html.replace(CLASS_ATTRIBUTE, (attribute, value: string) => {
    const names = value.split(' ');
    const kept = names.filter((name) => !COMPONENT_ID.test(name) || selected.has(name));
    if (kept.length === names.length) return attribute;
    return kept.length ? ` class="${kept.join(' ')}"` : '';
  });
}
