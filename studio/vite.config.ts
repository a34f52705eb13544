// The studio's own Vite config (served by studio/server in middleware mode; never part of `npm run build`).
// It renders the site's real block components in the preview with the site's icon sprite. Left out on purpose: the
// site's content plugin (the preview renders the editor's draft) and the styled-components Babel pass (stable class
// names matter only for prerendered pages; without Babel the studio's modules transform many times faster).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconSprite } from '../src/icons/spritePlugin';

const appRoot = fileURLToPath(new URL('./app', import.meta.url));
const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: appRoot,
  appType: 'mpa',
  // The project's own public/: the pictures and videos the blocks show in the preview.
  publicDir: `${projectRoot}/public`,
  plugins: [iconSprite(), react()],
  // Its own pre-bundled dependencies: sharing node_modules/.vite with `npm run dev` would re-bundle them on every switch.
  cacheDir: `${projectRoot}/node_modules/.vite-studio`,
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // The app imports the block schemas, components and catalogue examples from outside its root.
  server: {
    fs: { allow: [projectRoot] },
    // Transform the editor and the preview while the browser is still opening, not when it asks.
    warmup: { clientFiles: ['./main.tsx', './preview/previewMain.tsx', '../../src/blocks/*/*.tsx'] },
  },
  optimizeDeps: {
    entries: [`${appRoot}/index.html`, `${appRoot}/preview.html`],
    include: ['react', 'react-dom/client', 'react-router-dom', 'styled-components', 'zod', 'yaml', 'final-form', 'react-final-form', '@dnd-kit/core', '@dnd-kit/sortable', '@dnd-kit/utilities'],
  },
});
