// Content files written to break things: resource exhaustion, encodings, YAML features nobody uses on purpose, and
// text that is hostile to HTML. Each is a change to the example site's pages.yaml or nav.yaml (examples/brightfield),
// real content that stays the same whichever organisation's site is in the project.

/** `expect`: the kind of the problem it must give, or 'clean' when it is harmless and must pass. */
export type HostileFile = { name: string; expect: string; pages?: (text: string) => string | Uint8Array; nav?: (text: string) => string };

const encoder = new TextEncoder();
const once = (text: string, from: string, to: string) => {
  const at = text.indexOf(from);
  if (at === -1) throw new Error(`the example site's content changed: ${from} not found`);
  return text.slice(0, at) + to + text.slice(at + from.length);
};
const FIRST_LINK = '            to: /join\n';
const link = (name: string, yaml: string): HostileFile => ({ name: `link ${name}`, expect: 'unsafe-url', pages: (text) => once(text, FIRST_LINK, `            to: ${yaml}\n`) });
/** Sections appended to the home page (the first page): the text before the second page. */
const beforeSecondPage = (text: string, insert: string) => {
  const second = text.indexOf('\n  - path: ', text.indexOf('\n  - path: ') + 1);
  return `${text.slice(0, second + 1)}${insert}${text.slice(second + 1)}`;
};

export const hostileFiles: HostileFile[] = [
  {
    name: 'aliases to a 30,000-item list (resource exhaustion)',
    expect: 'yaml-alias',
    pages: (text) =>
      beforeSecondPage(text, Array.from({ length: 300 }, (_, i) => `      - type: section\n        heading: Part ${i}\n        body: ${i === 0 ? `&a [${Array.from({ length: 30_000 }, (_, n) => `p${n}`).join(', ')}]` : '*a'}\n`).join('')),
  },
  { name: 'a billion laughs', expect: 'yaml-alias', pages: (text) => `${text}\n${['l0: &l0 [lol]', ...Array.from({ length: 40 }, (_, i) => `l${i + 1}: &l${i + 1} [${Array(9).fill(`*l${i}`).join(', ')}]`)].join('\n')}\n` },
  { name: '10,000 levels of brackets', expect: 'yaml-nesting', pages: (text) => `${text}\ndeep: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n` },
  { name: '10,000 levels of maps in brackets', expect: 'yaml-nesting', pages: (text) => `${text}\ndeep: ${'{a: '.repeat(10_000)}1${'}'.repeat(10_000)}\n` },
  { name: '2,000 levels of indentation', expect: 'yaml-nesting', pages: (text) => `${text}\n${Array.from({ length: 2000 }, (_, i) => `${' '.repeat(i)}k:`).join('\n')}\n` },
  { name: 'invalid UTF-8', expect: 'invalid-encoding', pages: (text) => { const bytes = encoder.encode(text); const at = text.indexOf('Local roofs, local members'); return new Uint8Array([...bytes.subarray(0, at), 0xff, 0xfe, ...bytes.subarray(at)]); } },
  { name: 'a UTF-16 file', expect: 'invalid-encoding', pages: (text) => new Uint8Array([0xff, 0xfe, ...[...text.slice(0, 2000)].flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8])]) },
  { name: 'an 11 MB file', expect: 'file-too-large', pages: (text) => `${text}\n# ${'x'.repeat(11 * 1024 * 1024)}\n` },
  { name: 'a 1 MB line of text', expect: 'clean', pages: (text) => once(text, 'tagline: Local roofs, local members, local savings.', `tagline: ${'solar '.repeat(170_000)}`) },
  { name: 'an empty file', expect: 'empty-file', pages: () => '' },
  { name: 'only comments', expect: 'empty-file', pages: () => '# nothing here\n' },
  { name: 'a scalar document', expect: 'wrong-type', pages: () => 'just some text\n' },
  { name: 'two documents', expect: 'yaml-syntax', pages: (text) => `${text}\n---\n${text}` },
  // YAML 1.1 reads some words (yes, no, on, off, y, n) as true or false: the same text is clean as YAML 1.2.
  { name: 'the word Yes as text', expect: 'clean', pages: (text) => once(text, 'eyebrow: Why a co-op', 'eyebrow: Yes') },
  { name: 'a YAML 1.1 directive', expect: 'wrong-type', pages: (text) => `%YAML 1.1\n---\n${once(text, 'eyebrow: Why a co-op', 'eyebrow: Yes')}` },
  { name: 'tags', expect: 'wrong-type', pages: (text) => once(text, 'title: Community solar power', 'title: !!binary aGVsbG8=\n    extra: !js/function "function () { return 1 }"') },
  { name: 'a merge key to an anchor defined later', expect: 'yaml-syntax', pages: (text) => once(text, '      - type: hero\n', '      - <<: *later\n        type: hero\n') },
  { name: 'an alias to itself', expect: 'unknown-key', pages: (text) => `${text}\nself: &self [*self]\n` },
  { name: '__proto__ and constructor keys', expect: 'unknown-key', pages: (text) => once(text, '      - type: hero\n', '      - __proto__: { polluted: true }\n        constructor: { prototype: { polluted: true } }\n        type: hero\n') },
  { name: 'a complex key', expect: 'unknown-key', pages: (text) => `${text}\n? [a, b]\n: c\n` },
  { name: 'CRLF line endings', expect: 'clean', pages: (text) => text.replace(/\n/g, '\r\n') },
  { name: 'lone CR line endings', expect: 'missing-field', pages: (text) => text.replace(/\n/g, '\r') },
  { name: 'a NUL byte in text', expect: 'yaml-syntax', pages: (text) => once(text, 'Local roofs, local members', 'Local roofs,\u0000 local members') },
  { name: 'numbers beyond range', expect: 'wrong-type', pages: (text) => once(text, 'maxLength: 80', 'maxLength: 1e999') },
  { name: 'a percent sign in an image path', expect: 'invalid-value', pages: (text) => once(text, 'src: /images/hero-home.svg', 'src: /images/100%off.svg') },
  { name: 'a path with ..', expect: 'invalid-value', pages: (text) => once(text, 'src: /images/hero-home.svg', 'src: /../../etc/passwd') },
  link('//evil.example', '//evil.example'),
  link('file:', 'file:///etc/passwd'),
  link('blob:', '"blob:https://evil.example/1"'),
  link('with userinfo', 'https://site@evil.example'),
  link('java<TAB>script:', '"java\\tscript:alert(1)"'),
  link('with a control character', '"\\x01javascript:alert(1)"'),
  link('with a zero-width space', '"\\u200Bjavascript:alert(1)"'),
  link('entity-encoded', '"&#106;avascript:alert(1)"'),
  link('with a backslash', '"/\\\\evil.example"'),
  { name: 'site.url javascript:', expect: 'unsafe-url', nav: (text) => once(text, 'url: https://www.brightfield-solar.example.org', 'url: "javascript:alert(1)"') },
  { name: 'site.url http:', expect: 'unsafe-url', nav: (text) => once(text, 'url: https://www.brightfield-solar.example.org', 'url: http://www.brightfield-solar.example.org') },
  { name: 'nav.yaml nested 10,000 levels', expect: 'yaml-nesting', nav: (text) => `${text}\ndeep: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n` },
];
