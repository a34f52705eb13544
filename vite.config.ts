import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import babel from 'vite-plugin-babel';
import { wastelyContent } from './src/content/vitePlugin';
import { iconSprite } from './src/icons/spritePlugin';
import { devEmailEndpoint } from './src/server/devEmailPlugin';

const sharedPackages = /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion\/(is-prop-valid|memoize|unitless)|tslib|shallowequal)\//;
const sharedSource = /\/src\/(app|hooks|icons|layout|renderer|theme|ui|blocks\/(hero|section|call-to-action))\//;
const onDemandSource = /\/src\/(layout\/(headerEnhancer|Outline)|theme\/(globalCss|fonts)|ui\/RoundButton)\./;
const isSharedModule = (id: string) =>
  sharedPackages.test(id) || /^\0?(vite\/|rolldown\/runtime|virtual:wastely\/(site|icons))/.test(id) || (sharedSource.test(id) && !onDemandSource.test(id));

export default defineConfig(({ command }) => ({
  plugins: [
    wastelyContent(),
    iconSprite(),
    devEmailEndpoint(),
    // Stable, file-based styled-components class names, identical on the server and in the browser
    // however code-split chunks load: without it the names follow the order in which styled() calls run, and
    // code-split routes hydrated with different class names than they were prerendered with.
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
    // No runtime preloading helper: the prerendered pages list every chunk their first render needs (see
    // scripts/lib/deferredScripts.mjs), and the blocks' chunks import little beyond the shared app chunk.
    modulePreload: false,
    rolldownOptions: {
      // The build prints a short summary; timing tables about plugins are for profiling (npm run bench).
      checks: { bundlerTimings: false },
      output: {
        // One shared chunk for what every page needs: React, the router, styled-components and the site's shell
        // (layout, theme, the small UI pieces most blocks use), and the three blocks nearly every page has (hero,
        // section, call-to-action): as chunks of their own they cost each page two or three requests and more gzip
        // overhead than their code. Blocks, page content and what loads on demand (the
        // header enhancer, fetched after hydration; the global CSS for client-only renders) keep their own chunks.
        codeSplitting: { groups: [{ name: 'app', test: isSharedModule }] },
      },
    },
  },
}));
