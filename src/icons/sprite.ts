// Builds the icon sprite: one SVG file with a <symbol> per icon, drawn from lucide (line icons) and simple-icons
// (brand marks). Pages reference symbols with <use>, so no icon geometry travels in the JavaScript bundles and the
// browser caches every icon of the site in one small file. It holds the icons the content names and those the
// interface draws, nothing else (or, for the studio's preview, every installed icon).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brandPath, installedIconNames, installedNetworks, lucideAliases } from './installed';
import { uiIconNames } from './names';

const require = createRequire(import.meta.url);

type LucideNode = [tag: string, attributes: Record<string, string>][];

/** The icons a sprite draws: line icons by name, brand marks by network. */
export type SpriteIcons = { icons: readonly string[]; networks: readonly string[] };

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** lucide's drawing of an icon; some names are aliases whose module only re-exports another icon's component. */
async function lucideNodes(file: string): Promise<LucideNode> {
  const module = (await import(`lucide-react/icons/${file}`)) as { __iconData?: { node: LucideNode } };
  if (module.__iconData) return module.__iconData.node;
  const source = readFileSync(require.resolve(`lucide-react/icons/${file}`), 'utf8');
  const target = source.match(/export \{ default \} from '\.\/([\w-]+)\.mjs'/)?.[1];
  if (!target) throw new Error(`lucide-react has no drawing for the icon "${file}"`);
  return lucideNodes(target);
}

async function lucideSymbol(name: string): Promise<string> {
  const shapes = (await lucideNodes(lucideAliases[name] ?? name)).map(([tag, attributes]) => {
    const rendered = Object.entries(attributes)
      .filter(([key]) => key !== 'key')
      .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
      .join('');
    return `<${tag}${rendered}/>`;
  });
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
}

function brandSymbol(network: string): string {
  const path = brandPath(network);
  if (path === undefined) throw new Error(`simple-icons has no mark for the network "${network}"`);
  return `<symbol id="social-${network}" viewBox="0 0 24 24"><path fill="currentColor" stroke="none" d="${escapeAttribute(path)}"/></symbol>`;
}

/** Every installed icon and brand: the studio's preview shows whatever the editor picks. */
export const allInstalledIcons = (): SpriteIcons => ({ icons: [...installedIconNames()], networks: [...installedNetworks()] });

/**
 * The sprite's SVG text: `used` plus the interface's own icons, each once, in a stable order (the browser and server
 * builds must emit the same file). Line icons take fill, stroke and stroke width from the <svg> that uses them.
 */
export async function buildSprite(used: SpriteIcons): Promise<string> {
  const icons = [...new Set([...uiIconNames, ...used.icons])].sort();
  const networks = [...new Set(used.networks)].sort();
  const symbols = [...(await Promise.all(icons.map(lucideSymbol))), ...networks.map(brandSymbol)];
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
