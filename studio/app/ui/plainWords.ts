// The content files' notation in the words of the screen, for help texts and problems that are written once for the
// command line, the docs and the studio: quotes instead of backticks, field labels instead of `key:`, "the pictures"
// instead of public/, and raw choice values (breakpoints, icon names) as plain labels.
import { labelOf } from '../../../src/content';

export function plainWords(text: string): string {
  return text
    .replace(/`([A-Za-z][\w-]*):(?: [^`]*)?`/g, (_, key: string) => `“${labelOf(key)}”`)
    .replace(/`public(\/[^`]*)`/g, '“$1”')
    .replace(/`([^`]*)`/g, '“$1”')
    .replace(/\b(?:a path )?under public\/(?:, starting with \/)?/g, 'among the pictures and videos')
    .replace(/\bpublic\//g, '/')
    .replace(/\bnav\.yaml\b/g, 'a menu or the footer')
    .replace(/\bpages\.yaml\b/g, 'the pages')
    .replace(/\bdocs\/blocks\.md\b/g, 'the block catalogue')
    // The studio calls a page's path its address, and offers breakpoints as named choices.
    .replace(/\b(a|the) (page )?path\b/g, '$1 $2address')
    .replace(/\ban anchor like\b/g, 'a part of a page like')
    .replace(/\s*\((?:sm|md|lg|xl) = [^)]*\)/g, '');
}

/** Screen widths by the names the schemas use (the site's breakpoints), as a person would choose them. */
const WIDTHS: Record<string, string> = {
  sm: 'Large phones and wider',
  md: 'Tablets and wider',
  lg: 'Desktops only',
  xl: 'Wide desktops only',
};

/** A choice's label: `md` -> "Tablets and wider", `heart-handshake` -> "Heart handshake". */
export const choiceLabel = (value: string) => WIDTHS[value] ?? labelOf(value);
