// The one description of how the built site is hosted: which headers every response carries, how long each kind of
// file may be cached, which spellings of a page redirect to it, and which files are never served. The build writes it
// as JSON next to dist/ (dist-deploy/deployment.json); `npm start` serves by it and every host configuration
// (Netlify/Cloudflare `_headers` and `_redirects`, the nginx server block) is generated from it.

export type HostRules = {
  /** Headers on every response, from every host and from `npm start`. */
  headers: Record<string, string>;
  /** Headers only a production host over HTTPS sends (HSTS would pin localhost to https). */
  productionHeaders: Record<string, string>;
  /** Every page path, exactly as the site links it. */
  pages: string[];
  /**
   * Addresses answered with 301, mapped to where they lead: other spellings of a page (lower case, trailing slash) to
   * its exact path, and the old addresses of pages.yaml's `redirects:` (with their other spellings) to their page.
   */
  redirects: Record<string, string>;
  /** The old addresses of pages.yaml's `redirects:`, exactly as written, to their page (for hosts without rules). */
  moved: Record<string, string>;
};

export const CACHE = {
  /** Files whose name carries a hash of their content never change at that address. */
  hashed: 'public, max-age=31536000, immutable',
  /** Pages are checked with the server on every visit (a 304 when unchanged), so a deploy shows at once. */
  html: 'no-cache',
  /** Images, media, icons: an hour, then revalidated. */
  other: 'public, max-age=3600',
} as const;

/** Where the build puts content-hashed files. */
export const HASHED_PREFIX = '/assets/';

/** Files in dist/ that are the build's or the host's, never the visitor's. */
export const HIDDEN_PATHS = ['/_error/', '/.vite/', '/_headers', '/_redirects'];

export function isHiddenPath(path: string): boolean {
  return HIDDEN_PATHS.some((hidden) => path === hidden || path.startsWith(hidden)) || path.split('/').some((segment) => segment.startsWith('.'));
}

export function cacheControlFor(file: string): string {
  if (file.startsWith(HASHED_PREFIX)) return CACHE.hashed;
  return file.endsWith('.html') ? CACHE.html : CACHE.other;
}

export type PolicyInputs = {
  /** `sha256-…` of every inline script that runs (JSON data blocks do not). */
  scriptHashes: string[];
  /** Origins the page may fetch from besides itself (the email provider's API). */
  connect: string[];
  /** Origins the page may frame (the map provider). */
  frames: string[];
};

/**
 * The Content-Security-Policy: no script runs unless it is the site's own file or an inline script whose hash the
 * build computed; only the email provider may be fetched and only the map provider framed.
 *
 * Styles: styled-components and notistack write their rules into `<style>` elements while the page runs (the text
 * grows with every new component or toast). CSP admits such elements only by a nonce, which a static file cannot
 * carry (it would have to change with every response), or by 'unsafe-inline': hashes can cover the prerendered tags
 * but never the text written later. So `<style>` elements are allowed ('unsafe-inline' in style-src) and style
 * attributes are not (`style-src-attr 'none'`; setting element.style from script is not governed by CSP). Stylesheet
 * files come only from the site itself.
 */
export function contentSecurityPolicy({ scriptHashes, connect, frames }: PolicyInputs): string {
  // A source is one word of a directive: a space, `;` or `,` in one would add sources, directives or a second policy.
  for (const source of [...scriptHashes, ...connect, ...frames]) {
    if (!/^[A-Za-z0-9+/=:.\-_]+$/.test(source)) throw new Error(`This source cannot be written into the Content-Security-Policy: ${JSON.stringify(source)}`);
  }
  const quoted = (hashes: string[]) => [...new Set(hashes)].sort().map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...quoted(scriptHashes)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "style-src-attr 'none'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    ["connect-src 'self'", ...connect].join(' '),
    ['frame-src', ...(frames.length ? frames : ["'none'"])].join(' '),
    "worker-src 'none'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every response carries, with the policy for this build. */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export const PRODUCTION_HEADERS = { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } as const;

/**
 * The other spellings a visitor may type for each page with upper case in its path (the old site matched paths
 * case-insensitively): the lower-case path, with and without a trailing slash, and the exact path with one.
 */
export function caseRedirects(pages: string[]): Record<string, string> {
  const redirects: Record<string, string> = {};
  for (const page of pages) {
    if (page === '/' || page === page.toLowerCase()) continue;
    for (const spelling of [page.toLowerCase(), `${page.toLowerCase()}/`, `${page}/`]) {
      if (spelling !== page && !pages.includes(spelling)) redirects[spelling] = page;
    }
  }
  return redirects;
}

/**
 * The addresses that answer 301 for each old address of pages.yaml's `redirects:`: the address as written, and its
 * trailing-slash and lower-case spellings (the old site matched paths case-insensitively), unless a page has one.
 */
export function movedRedirects(moved: Record<string, string>, pages: string[]): Record<string, string> {
  const redirects: Record<string, string> = {};
  for (const [from, to] of Object.entries(moved)) {
    for (const spelling of [from, `${from}/`, from.toLowerCase(), `${from.toLowerCase()}/`]) {
      if (!pages.includes(spelling)) redirects[spelling] = to;
    }
  }
  return redirects;
}

/** A redirect's Location: the query goes before the target's #anchor, if it has one. */
export function redirectLocation(to: string, search: string): string {
  const hash = to.indexOf('#');
  return hash === -1 ? `${to}${search}` : `${to.slice(0, hash)}${search}${to.slice(hash)}`;
}

/** Rules for a folder built without a description (a test fixture): the headers without a policy's hashes. */
export const defaultHostRules: HostRules = {
  headers: securityHeaders(contentSecurityPolicy({ scriptHashes: [], connect: [], frames: [] })),
  productionHeaders: { ...PRODUCTION_HEADERS },
  pages: [],
  redirects: {},
  moved: {},
};
