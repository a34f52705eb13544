// A page's document title from nav.yaml's `site.titleTemplate` (the build writes it into each page's <title>).
// A function, not a replacement string: a `$&` or `$'` in the title is text, not a pattern.
export const documentTitle = (template: string, title: string) => template.replace('%s', () => title);
