import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import babel from 'vite-plugin-babel';
import { wastelyContent } from './src/content/vitePlugin';
import { devEmailEndpoint } from './src/server/devEmailPlugin';

export default defineConfig(({ command }) => ({
  plugins: [
    wastelyContent(),
    devEmailEndpoint(),
    // Stable, file-based styled-components class names, identical on the server and in the browser
    // however code-split chunks load (see shared/LIBRARY-NOTES.md, styled-components).
    babel({
      // Styled components are declared in .tsx files only (.ts files hold css mixins and tokens).
      include: /\/src\/.*\.tsx$/,
      exclude: /node_modules/,
      babelConfig: {
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['babel-plugin-styled-components', { ssr: true, displayName: command === 'serve', fileName: false, pure: true }]],
      },
    }),
    react(),
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  ssr: {
    noExternal: ['styled-components'],
  },
  build: {
    manifest: true,
    target: 'es2022',
  },
}));
