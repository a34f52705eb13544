// Builds the icon sprite: one SVG file with a <symbol> per icon, drawn from lucide (line icons) and simple-icons
// (brand marks). Pages reference symbols with <use>, so no icon geometry travels in the JavaScript bundles and the
// browser caches every icon of the site in one small file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as brands from 'simple-icons';
import { iconNames, socialNetworks, uiIconNames, type SocialNetwork } from './names';

const require = createRequire(import.meta.url);

type LucideNode = [tag: string, attributes: Record<string, string>][];

/** Where a name differs from lucide's file name. */
const lucideFiles: Record<string, string> = { flask: 'flask-conical', building: 'building-2', filter: 'funnel' };

// simple-icons names Twitter's current mark `siX`.
const brandExports: Record<SocialNetwork, keyof typeof brands> = {
  facebook: 'siFacebook',
  instagram: 'siInstagram',
  twitter: 'siX',
  github: 'siGithub',
  dribbble: 'siDribbble',
};

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
  const shapes = (await lucideNodes(lucideFiles[name] ?? name)).map(([tag, attributes]) => {
    const rendered = Object.entries(attributes)
      .filter(([key]) => key !== 'key')
      .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
      .join('');
    return `<${tag}${rendered}/>`;
  });
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
}

function brandSymbol(network: SocialNetwork): string {
  const mark = brands[brandExports[network]] as { path: string };
  return `<symbol id="social-${network}" viewBox="0 0 24 24"><path fill="currentColor" stroke="none" d="${escapeAttribute(mark.path)}"/></symbol>`;
}

/** The sprite's SVG text. Line icons take fill, stroke and stroke width from the <svg> that uses them. */
export async function buildSprite(): Promise<string> {
  const symbols = [
    ...(await Promise.all([...iconNames, ...uiIconNames].map(lucideSymbol))),
    ...socialNetworks.map(brandSymbol),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
