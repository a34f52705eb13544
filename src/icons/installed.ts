// The icons an author may name, read from the installed packages (Node only: the content validator and the sprite):
// every icon of lucide (line icons) and every brand of simple-icons (social networks). Updating a package brings its
// new icons without a code change.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import * as brands from 'simple-icons';

const require = createRequire(import.meta.url);

/** Names this site used before lucide renamed the icons; they keep drawing what they drew. */
export const lucideAliases: Readonly<Record<string, string>> = { flask: 'flask-conical', building: 'building-2', filter: 'funnel' };

/** Former names of brands that simple-icons now files under another slug. */
const networkAliases: Readonly<Record<string, string>> = { twitter: 'x' };

let lucideNames: ReadonlySet<string> | undefined;
let brandBySlug: ReadonlyMap<string, { path: string }> | undefined;

/** Every lucide icon name (each is a module under lucide-react/icons/, aliases included). */
export function installedIconNames(): ReadonlySet<string> {
  if (!lucideNames) {
    const folder = dirname(require.resolve('lucide-react/icons/circle'));
    // index.mjs re-exports them all; every other module is one icon.
    const names = readdirSync(folder).filter((file) => file.endsWith('.mjs') && file !== 'index.mjs').map((file) => file.slice(0, -'.mjs'.length));
    lucideNames = new Set([...names, ...Object.keys(lucideAliases)].sort());
  }
  return lucideNames;
}

function brandsBySlug(): ReadonlyMap<string, { path: string }> {
  if (!brandBySlug) {
    const bySlug = new Map<string, { path: string }>();
    for (const brand of Object.values(brands) as unknown[]) {
      if (brand && typeof brand === 'object' && 'slug' in brand && 'path' in brand) bySlug.set(String(brand.slug), { path: String(brand.path) });
    }
    for (const [alias, slug] of Object.entries(networkAliases)) bySlug.set(alias, bySlug.get(slug)!);
    brandBySlug = bySlug;
  }
  return brandBySlug;
}

let networkNames: ReadonlySet<string> | undefined;

/** Every social network name: simple-icons' slugs (`youtube`, `x`...), and former names such as `twitter`. */
export function installedNetworks(): ReadonlySet<string> {
  networkNames ??= new Set([...brandsBySlug().keys()].sort());
  return networkNames;
}

/** The brand mark's path data of a network, or undefined for a name simple-icons does not know. */
export function brandPath(network: string): string | undefined {
  return brandsBySlug().get(network)?.path;
}
