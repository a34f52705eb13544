import type { Plugin } from 'vite';
import { buildSprite } from './sprite';

const ID = 'virtual:site/icons';
const RESOLVED = `\0${ID}`;
/** Where `npm run dev` (and the component tests) serve the sprite. */
const DEV_SPRITE_PATH = '/@site/icons.svg';

/**
 * `virtual:site/icons` exports `spriteUrl`: in a build, the content-hashed URL of the emitted sprite (cached for a
 * year by the server like every asset); in development, a path the dev server answers.
 */
export function iconSprite(): Plugin {
  let isBuild = false;
  return {
    name: 'site-icon-sprite',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (!isBuild) return `export const spriteUrl = ${JSON.stringify(DEV_SPRITE_PATH)};`;
      const reference = this.emitFile({ type: 'asset', name: 'icons.svg', source: await buildSprite() });
      return `export const spriteUrl = import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_SPRITE_PATH, (_request, response) => {
        void buildSprite().then((svg) => {
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(svg);
        });
      });
    },
  };
}
