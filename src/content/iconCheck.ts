// The icon names and social networks the content names, and the check that each one is installed: any lucide icon,
// any brand of simple-icons (src/icons/installed.ts). The schema only checks their spelling; this check knows the sets.
import { installedIconNames, installedNetworks } from '../icons/installed';
import type { SpriteIcons } from '../icons/sprite';
import { didYouMean } from './didYouMean';
import { formatPath, type Problem } from './problems';
import { findStrings } from './walk';
import type { YamlSource } from './yamlSource';

type Found = { path: PropertyKey[]; value: string };

/** `icon:` values anywhere, and `network:` values of social links (a notice may also be called `network`). */
function iconFields(data: unknown): { icons: Found[]; networks: Found[] } {
  const icons = findStrings(data, new Set(['icon']));
  const networks = findStrings(data, new Set(['network'])).filter((found) => found.path.includes('socials'));
  return { icons, networks };
}

/** The icons and networks a site's content names, for its sprite. */
export function iconsUsed(...files: unknown[]): SpriteIcons {
  const found = files.map(iconFields);
  return { icons: found.flatMap((file) => file.icons.map((icon) => icon.value)), networks: found.flatMap((file) => file.networks.map((network) => network.value)) };
}

/** An unknown icon or network, located, with the nearest installed name. */
export function iconProblems(data: unknown, source: YamlSource): Problem[] {
  const { icons, networks } = iconFields(data);
  const report = ({ path, value }: Found, known: ReadonlySet<string>, what: string, where: string): Problem[] => {
    if (known.has(value)) return [];
    // The installed set is the packages' own, not the content's: searched whole.
    const suggestion = didYouMean(value, known, Infinity);
    return [{
      kind: 'invalid-value',
      file: source.file,
      ...source.locate(path),
      path: formatPath(path),
      place: source.describe(path),
      message: `\`${value}\` is not ${what}`,
      hint: `${suggestion ? `did you mean \`${suggestion}\`? ` : ''}${where}`,
    }];
  };
  return [
    ...icons.flatMap((icon) => report(icon, installedIconNames(), 'an icon of the installed icon set (lucide)', 'any icon listed on https://lucide.dev/icons can be named, spelt as there (e.g. `solar-panel`)')),
    ...networks.flatMap((network) => report(network, installedNetworks(), 'a network the brand icons (simple-icons) know', 'any brand on https://simpleicons.org can be named by its slug, e.g. `youtube` or `mastodon`')),
  ];
}
