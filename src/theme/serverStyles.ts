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
