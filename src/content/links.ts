type LinkKind =
  | { kind: 'unsafe' }
  | { kind: 'external' }
  | { kind: 'anchor'; anchor: string }
  | { kind: 'internal'; path: string; anchor?: string };

const UNSAFE = /^\s*(javascript|data|vbscript):/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function classifyLink(to: string): LinkKind {
  if (UNSAFE.test(to)) return { kind: 'unsafe' };
  if (SCHEME.test(to) || to.startsWith('//')) return { kind: 'external' };
  if (to.startsWith('#')) return { kind: 'anchor', anchor: to.slice(1) };
  const hashAt = to.indexOf('#');
  const path = hashAt === -1 ? to : to.slice(0, hashAt);
  return hashAt === -1 ? { kind: 'internal', path } : { kind: 'internal', path, anchor: to.slice(hashAt + 1) };
}

/** The form in which routes are compared the way the router matches them. */
export function routeKey(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}
