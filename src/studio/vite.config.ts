// The studio's own Vite config (served by src/studio/server in middleware mode; never part of `npm run build`).
// It renders the site's real block components in the preview, so it shares the site's icon sprite and the
// styled-components Babel transform; the site's content plugin is left out: the preview renders the editor's draft.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import babel from 'vite-plugin-babel';
import { iconSprite } from '../icons/spritePlugin';

const appRoot = fileURLToPath(new URL('./app', import.meta.url));
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: appRoot,
  appType: 'mpa',
  // The project's own public/ (images and videos the blocks show); a scratch --root serves its copy through the API.
  publicDir: `${projectRoot}/public`,
  plugins: [
    iconSprite(),
    babel({
      include: /\/src\/.*\.tsx$/,
      exclude: /node_modules/,
      babelConfig: {
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['babel-plugin-styled-components', { ssr: false, displayName: true, fileName: false, pure: true }]],
      },
    }),
    react(),
  ],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // The app imports the block schemas, components and catalogue examples from outside its root.
  server: { fs: { allow: [projectRoot] } },
  optimizeDeps: {
    entries: [`${appRoot}/index.html`, `${appRoot}/preview.html`],
    include: ['react', 'react-dom/client', 'react-router-dom', 'styled-components', 'zod', 'yaml', 'final-form', 'react-final-form', '@dnd-kit/core', '@dnd-kit/sortable', '@dnd-kit/utilities'],
  },
});
