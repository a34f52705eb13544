// The icons an author may name, read from the installed packages (Node only: the content validator and the sprite):
// every icon of lucide (line icons) and every brand of simple-icons (social networks). Updating a package brings its
// new icons without a code change. Both are read as files (one SVG per brand), not through simple-icons' index module:
// that one holds every brand's data in 5 MB of JavaScript, and every check of the content would load it.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Names this site used before lucide renamed the icons; they keep drawing what they drew. */
export const lucideAliases: Readonly<Record<string, string>> = { flask: 'flask-conical', building: 'building-2', filter: 'funnel' };

/** Former names of brands that simple-icons now files under another slug. */
const networkAliases: Readonly<Record<string, string>> = { twitter: 'x' };

let lucideNames: ReadonlySet<string> | undefined;

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

/** simple-icons' folder of brand marks: one `<slug>.svg` a brand. */
const brandsFolder = () => dirname(require.resolve('simple-icons/icons/x.svg'));

let networkNames: ReadonlySet<string> | undefined;

/** Every social network name: simple-icons' slugs (`youtube`, `x`...), and former names such as `twitter`. */
export function installedNetworks(): ReadonlySet<string> {
  if (!networkNames) {
    const slugs = readdirSync(brandsFolder()).filter((file) => file.endsWith('.svg')).map((file) => file.slice(0, -'.svg'.length));
    networkNames = new Set([...slugs, ...Object.keys(networkAliases)].sort());
  }
  return networkNames;
}

/** The brand mark's path data of a network, or undefined for a name simple-icons does not know. */
export function brandPath(network: string): string | undefined {
  if (!installedNetworks().has(network)) return undefined;
  const slug = networkAliases[network] ?? network;
  return /<path d="([^"]+)"/.exec(readFileSync(join(brandsFolder(), `${slug}.svg`), 'utf8'))?.[1];
}
