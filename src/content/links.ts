import { hasPlainHost, PLAIN_HOST_RULE } from '../shared/plainHost';

type LinkKind =
  | { kind: 'unsafe'; reason: string }
  | { kind: 'external' }
  | { kind: 'anchor'; anchor: string }
  | { kind: 'internal'; path: string; anchor?: string };

// Links are accepted by an allow-list, not rejected by a deny-list: a browser forgives a great deal (it drops tabs and
// newlines inside a scheme, reads `\` as `/`, ignores leading spaces and control characters), so anything that is not
// plainly one of the allowed forms is refused with the reason, rather than guessed at.
const WEB_SCHEMES = new Set(['https:', 'http:']);
const OTHER_ALLOWED = new Set(['mailto:', 'tel:']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// C0 and C1 control characters, and characters that are invisible or reorder text (soft hyphen, zero-width spaces and
// joiners, bidirectional marks, overrides and isolates, the line and paragraph separators, word joiners, BOM).
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0]/;
const CHARACTER_REFERENCE = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);?/i;
const ALLOWED_FORMS = 'a page path (/about), an anchor (#contact), an https:// address, mailto: or tel:';

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Why `to` is not an acceptable link, or undefined when it is one of the allowed forms. */
function unsafeReason(to: string): string | undefined {
  const hidden = to.match(HIDDEN);
  if (hidden) return `it contains an invisible or control character (${codePoint(hidden[0])}); retype the link`;
  if (/^\s|\s$/.test(to)) return 'it starts or ends with a space';
  if (to.includes('\\')) return 'it contains a backslash, which browsers read as /';
  if (to.startsWith('//')) return 'it starts with //, which leaves the site for whatever host follows; write https:// in full';
  const reference = to.match(CHARACTER_REFERENCE);
  if (reference && (reference[1]!.startsWith('#') || reference[0].endsWith(';'))) {
    return `it contains the HTML character reference \`${reference[0]}\`; write the character itself`;
  }
  if (to.startsWith('/') || to.startsWith('#')) return undefined;
  const scheme = to.match(SCHEME)?.[1]?.toLowerCase();
  if (scheme === undefined) return `it is not ${ALLOWED_FORMS}`;
  if (OTHER_ALLOWED.has(`${scheme}:`)) return to.length > scheme.length + 1 ? undefined : `\`${scheme}:\` needs an address after it`;
  if (!WEB_SCHEMES.has(`${scheme}:`)) return `\`${scheme}:\` links are not allowed; a link is ${ALLOWED_FORMS}`;
  if (!/^https?:\/\/[^/]/i.test(to)) return `write the address in full, e.g. ${scheme}://www.example.com`;
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return 'it is not a valid web address';
  }
  if (url.username || url.password || /^https?:\/\/[^/?#]*@/i.test(to)) {
    return 'it has a user name before @, which hides the real host (the address leads to the part after @)';
  }
  return undefined;
}

export function classifyLink(to: string): LinkKind {
  const reason = unsafeReason(to);
  if (reason) return { kind: 'unsafe', reason };
  if (SCHEME.test(to)) return { kind: 'external' };
  if (to.startsWith('#')) return { kind: 'anchor', anchor: to.slice(1) };
  const hashAt = to.indexOf('#');
  const path = hashAt === -1 ? to : to.slice(0, hashAt);
  return hashAt === -1 ? { kind: 'internal', path } : { kind: 'internal', path, anchor: to.slice(hashAt + 1) };
}

/** The problem for a link that is not one of the allowed forms. */
export function unsafeLinkProblem(to: string, reason: string) {
  return {
    kind: 'unsafe-url' as const,
    message: `\`${printable(to)}\` is not allowed as a link: ${reason}`,
    hint: 'use a page path such as /about, or an https:// address',
  };
}

/** `text` with invisible and control characters shown as <U+200B>, so a message shows what the file holds. */
export function printable(text: string): string {
  return text.replace(new RegExp(HIDDEN.source, 'g'), (char) => `<${codePoint(char)}>`);
}

/** The form in which routes are compared the way the router matches them. */
export function routeKey(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

/**
 * Why `url` cannot be the site's public address (canonical links, sitemap, social cards), or undefined when it can:
 * an https:// address, or http://localhost while trying a build locally.
 */
export function siteUrlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not a full address';
  }
  const localhost = parsed.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  if (parsed.protocol !== 'https:' && !localhost) return `must be an https:// address (\`${parsed.protocol}\` is not allowed; http:// only for http://localhost)`;
  if (parsed.username || parsed.password) return 'must not contain a user name before @';
  // The host goes into nginx.conf's server_name and every page's links: a plain name only.
  if (parsed.hostname !== '[::1]' && !hasPlainHost(url)) return `must be a plain address: ${PLAIN_HOST_RULE}`;
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) return 'must be the address of the site alone, without a path, ? or #';
  return undefined;
}
