import type { Plugin } from 'vite';
import { installedIconNames } from './installed';
import { allInstalledIcons, buildSprite, type SpriteIcons } from './sprite';

const ID = 'virtual:site/icons';
const RESOLVED = `\0${ID}`;
/** Every installed icon name, for the studio's icon picker (never imported by the site). */
const NAMES_ID = 'virtual:site/icon-names';
/** Where `npm run dev` (and the component tests) serve the sprite. */
const DEV_SPRITE_PATH = '/@site/icons.svg';

/**
 * `virtual:site/icons` exports `spriteUrl`: in a build, the content-hashed URL of the emitted sprite (cached for a
 * year by the server like every asset); in development, a path the dev server answers, drawn afresh on each request
 * so that an icon just named in the content is there after the reload. `used` lists the icons the content names (the
 * content plugin knows them); without it the sprite holds every installed icon (the studio's preview).
 */
export function iconSprite(used: () => SpriteIcons = allInstalledIcons): Plugin {
  let isBuild = false;
  // The last sprite drawn, kept while the icons stay the same (every installed icon takes seconds to draw).
  let last: { key: string; svg: Promise<string> } | undefined;
  const sprite = () => {
    const icons = used();
    const key = JSON.stringify(icons);
    if (last?.key !== key) last = { key, svg: buildSprite(icons) };
    return last.svg;
  };
  return {
    name: 'site-icon-sprite',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId: (id) => (id === ID || id === NAMES_ID ? `\0${id}` : undefined),
    async load(id) {
      if (id === `\0${NAMES_ID}`) return `export const iconNames = ${JSON.stringify([...installedIconNames()])};`;
      if (id !== RESOLVED) return undefined;
      if (!isBuild) return `export const spriteUrl = ${JSON.stringify(DEV_SPRITE_PATH)};`;
      const reference = this.emitFile({ type: 'asset', name: 'icons.svg', source: await sprite() });
      return `export const spriteUrl = import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_SPRITE_PATH, (_request, response) => {
        void sprite().then(
          (svg) => {
            response.setHeader('Content-Type', 'image/svg+xml');
            response.setHeader('Cache-Control', 'no-store');
            response.end(svg);
          },
          (error: unknown) => {
            response.statusCode = 500;
            response.end(String(error));
          },
        );
      });
    },
  };
}
