// Its own module: the studio's server serves files by the same rule, without importing the site's static server.
/** The decoded path of a request, or null when it is malformed or tries to leave the site (encoded separators, NUL, `..`). */
export function safePathname(url: string | undefined): string | null {
  let raw: string;
  try {
    raw = new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return null;
  }
  // An encoded slash, backslash or NUL can only be an attempt to smuggle a separator past the checks below.
  if (/%(2f|5c|00)/i.test(raw) || raw.includes('\\')) return null;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\') || path.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return path;
}
