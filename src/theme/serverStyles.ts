import { __PRIVATE__ } from 'styled-components';

// Prerendered pages carry their styled-components CSS in a tag that styled-components does not look for. Its own
// rehydration would run while the entry module evaluates: parse the tag, insert every rule one by one into a new sheet
// and remove the server's tag (which restyles the whole document), about 70% of the entry's evaluation time, all
// before the page can respond. Instead the browser registers the class names before hydration, so hydration finds
// every style already present and generates none, and moves the rules into styled-components' sheet once the page is
// idle. The result is the sheet styled-components' rehydration would have built.

const ATTRIBUTE = 'data-server-styles';
/** styled-components' separator between rules in its server output. */
const SPLITTER = '/*!sc*/\n';
/** The marker after each component's rules: `data-styled.g12[id="sc-abc"]{content:"name1,name2,"}`. */
const MARKER = /^data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}$/;

/** The `<style>` element for the CSS a server render collected (`ServerStyleSheet.instance.toString()`). */
export const serverStyleTag = (css: string) => (css ? `<style ${ATTRIBUTE}>${css}</style>` : '');

type Group = { id: string; names: string[]; rules: string[] };

/** The server CSS per styled component: its id, its class names and the rules that precede its marker. */
export function serverStyleGroups(css: string): Group[] {
  const groups: Group[] = [];
  let rules: string[] = [];
  for (const part of css.split(SPLITTER)) {
    const text = part.trim();
    if (!text) continue;
    const marker = MARKER.exec(text);
    if (!marker) {
      rules.push(text);
      continue;
    }
    groups.push({ id: marker[1]!, names: marker[2]!.split(',').filter(Boolean), rules });
    rules = [];
  }
  return groups;
}

/**
 * Registers the class names of the page's server CSS with styled-components (call before hydrating). Returns the
 * function that moves the rules into styled-components' own sheet and removes the server tag, or null on a page
 * without server CSS (the development server).
 */
export function registerServerStyles(doc: Document = document): (() => void) | null {
  const tag = doc.querySelector(`style[${ATTRIBUTE}]`);
  if (!tag) return null;
  const sheet = __PRIVATE__.mainSheet;
  const groups = serverStyleGroups(tag.textContent ?? '');
  for (const { id, names } of groups) for (const name of names) sheet.registerName(id, name);
  return () => {
    if (!tag.isConnected) return;
    for (const { id, names, rules } of groups) {
      // A style removed since (a global style whose component unmounted) stays removed.
      if (names[0] && rules.length && sheet.hasNameForId(id, names[0])) sheet.insertRules(id, names[0], rules);
    }
    tag.remove();
  };
}
