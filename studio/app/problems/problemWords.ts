// A problem of the draft in the studio's words: where it is, named as the screen names it (the page as in the page
// list, the block as in the block list, the field by its label: "About › Hero › Title"), what is wrong and what to do.
// "What to do" is the command line's "fix:" line (the problem's hint, or its kind's fix), in the same words, with the
// file's notation replaced by the screen's (quotes instead of backticks, field labels instead of `key:`).
import { itemWordOf, redirectName, fixOf, type Problem, labelOf, blockTypeName } from '../../../src/content';
import { parseFieldName } from '../state/paths';
import { pageName } from '../state/selectors';
import { plainWords } from '../ui/plainWords';

type Entry = Record<string, unknown>;

const asEntry = (value: unknown): Entry | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Entry) : undefined);

/** "cards" -> "Card". */
const itemName = (list: string) => {
  const one = itemWordOf(list) ?? 'item';
  return one.charAt(0).toUpperCase() + one.slice(1);
};

/** What a list entry is called on screen: its label, heading or title. */
function entryWords(entry: unknown): string | undefined {
  const record = asEntry(entry);
  for (const key of ['label', 'heading', 'title', 'name']) {
    const text = record?.[key];
    if (typeof text === 'string' && text.trim()) return text.trim().length > 40 ? `${text.trim().slice(0, 39)}…` : text.trim();
  }
  return undefined;
}

/** Field labels and list entries (by their names) below a page, a block or a menu entry: "Button “Contact us” › Link to". */
function fieldWords(path: ReadonlyArray<string | number>, within: unknown): string[] {
  const words: string[] = [];
  let value = within;
  let named = -1;
  path.forEach((segment, index) => {
    value = Array.isArray(value) ? value[segment as number] : asEntry(value)?.[segment];
    if (typeof segment === 'number') {
      const list = path[index - 1];
      const name = entryWords(value);
      const item = itemName(typeof list === 'string' ? list : '');
      // An entry of one field (a text's subheading or list) is named by it, as the block's form names it: "Subheading 3".
      const keys = Object.keys(asEntry(value) ?? {});
      if (!name && keys.length === 1 && path[index + 1] === keys[0]) {
        words.push(`${labelOf(keys[0]!)} ${segment + 1}`);
        named = index + 1;
      } else words.push(name ? `${item} “${name}”` : `${item} ${segment + 1}`);
    } else if (index === named) {
      return;
    } else if (typeof path[index + 1] !== 'number') {
      words.push(labelOf(segment));
    }
  });
  return words;
}

/** How a block is named in the block list ("Hero"), numbered when the page has more than one of its kind. */
function blockWords(blocks: unknown[], index: number): string {
  const type = asEntry(blocks[index])?.type;
  if (typeof type !== 'string') return `Block ${index + 1}`;
  const same = blocks.filter((block) => asEntry(block)?.type === type).length;
  return same > 1 ? `${blockTypeName(type)} (block ${index + 1})` : blockTypeName(type);
}

/** A redirect (pages.yaml's `redirects:`), named by its addresses as the Site settings list names it: "Redirects › /about-us → /about › Leads to". */
function redirectPlace(path: ReadonlyArray<string | number>, pages: Entry | undefined): string {
  const index = path[1] as number;
  const name = redirectName((pages?.redirects as unknown[] | undefined)?.[index]) ?? `Redirect ${index + 1}`;
  const field = path[2] === 'from' ? 'Old address' : path[2] === 'to' ? 'Leads to' : undefined;
  return ['Redirects', name, ...(field ? [field] : [])].join(' › ');
}

/** Where a problem is, as the studio shows it. */
function problemPlace(problem: Problem, data: Record<string, unknown>): string {
  const path = parseFieldName(problem.path);
  if (problem.file === 'nav.yaml') return [path[0] === 'header' || path[0] === 'footer' ? 'Menus' : 'Site settings', ...fieldWords(path, data['nav.yaml'])].join(' › ');
  const pages = asEntry(data['pages.yaml']);
  let page: Entry | undefined;
  let name: string;
  let rest: Array<string | number>;
  if (path[0] === 'pages' && typeof path[1] === 'number') {
    page = asEntry((pages?.pages as unknown[] | undefined)?.[path[1]]);
    name = pageName(page, path[1]);
    rest = path.slice(2);
  } else if (path[0] === 'notFound') {
    page = asEntry(pages?.notFound);
    name = pageName(page, 'notFound');
    rest = path.slice(1);
  } else if (path[0] === 'redirects' && typeof path[1] === 'number') {
    return redirectPlace(path, pages);
  } else {
    return fieldWords(path, pages).join(' › ') || 'The pages';
  }
  if (rest[0] === 'blocks' && typeof rest[1] === 'number') {
    const blocks = Array.isArray(page?.blocks) ? page.blocks : [];
    return [name, blockWords(blocks, rest[1]), ...fieldWords(rest.slice(2), blocks[rest[1]])].join(' › ');
  }
  return [name, ...fieldWords(rest, page)].join(' › ');
}

/** The problem's words, on the screen's terms: "required field “title” is missing: add “Title”" -> "“Title” is missing". */
const problemText = (text: string) => plainWords(text).replace(/^(R|r)equired field “[\w-]+” is missing: add (“[^”]+”)/, '$2 is missing');

type ProblemWords = { place: string; what: string; todo: string };

export function problemWords(problem: Problem, data: Record<string, unknown>): ProblemWords {
  return {
    place: problemPlace(problem, data),
    what: problemText(problem.message.charAt(0).toUpperCase() + problem.message.slice(1)),
    todo: problemText(fixOf(problem)),
  };
}
