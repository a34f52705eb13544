// Menu entries that mean the same: a page "Careers" belongs in the footer's "Jobs (coming soon)" entry rather than in a
// second entry beside it. Labels are compared loosely (case, spacing, a "coming soon" note written into the label).

/** Names that mean the same on a site's menus; each entry's words are compared in lower case. */
const SAME_MEANING: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['jobs', 'careers', 'vacancies', 'work with us', 'join us']),
  new Set(['blog', 'news', 'articles', 'insights']),
  new Set(['privacy', 'privacy policy', 'data protection']),
  new Set(['terms', 'terms of use', 'terms and conditions', 'terms of service']),
  new Set(['contact', 'contact us', 'get in touch']),
  new Set(['about', 'about us', 'who we are']),
];

/** A label's words in lower case, single-spaced: "  Work  with Us" -> "work with us". */
export const wordsOf = (label: unknown) => (typeof label === 'string' ? label.trim().toLowerCase().replace(/\s+/g, ' ') : '');

export const sameMeaning = (a: string, b: string) => a === b || SAME_MEANING.some((names) => names.has(a) && names.has(b));

const escape = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The label without a "coming soon" note its author typed into it ("Careers (coming soon)", "Careers – soon"): the
 * site adds its own note to an entry without a destination, so the words go once the entry leads somewhere.
 */
export function withoutSoonNote(label: string, note = 'coming soon'): string {
  const notes = [...new Set([note.trim(), 'coming soon', 'soon'].filter(Boolean))].map(escape).join('|');
  return label.replace(new RegExp(`\\s*(?:\\((?:${notes})\\)|[-–—:]\\s*(?:${notes}))\\s*$`, 'i'), '').trim() || label.trim();
}

/** Whether the words of one contain the other's as whole words ("careers at wastely" holds "careers"). */
const holds = (longer: string, shorter: string) => shorter !== '' && new RegExp(`(^|\\W)${escape(shorter)}(\\W|$)`).test(longer);

/** Whether a menu label and a page title name the same thing, loosely: same words, same meaning, or one holding the other. */
export function labelsMatch(label: string, title: string, note?: string): boolean {
  const a = wordsOf(withoutSoonNote(label, note));
  const b = wordsOf(title);
  if (!a || !b) return false;
  return sameMeaning(a, b) || holds(a, b) || holds(b, a);
}
