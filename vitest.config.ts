import type { PluginOption, UserConfig } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Vitest runs the site's Vite config as a dev server, but the tests set the email settings themselves: without the
// dev email plugin, which would point the form at the local endpoint by changing this process's environment.
const isDevEmailPlugin = (plugin: PluginOption) => typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === 'site-dev-email-endpoint';
const forTests = (config: UserConfig): UserConfig => ({ ...config, plugins: config.plugins?.filter((plugin) => !isDevEmailPlugin(plugin)) });

// Three projects: logic and components (in Node, or jsdom where a file asks for it), the built site in real Chromium,
// and in Firefox and WebKit.
// tests/site/ holds the tests of the first site's own content, sorted into the same projects by the same rules (its
// browser/ folder runs against the built site); `npm test -- --engine` leaves that folder out.
const BROWSER = ['tests/browser/**', 'tests/site/browser/**'];
// Set by `npm test -- --engine` (scripts/test.ts): Vitest's --exclude does not reach a project's own exclude list.
const SITE = process.env.TEST_ENGINE_ONLY ? ['tests/site/**'] : [];
export default defineConfig((env) =>
  mergeConfig(forTests(viteConfig(env)), {
    test: {
      projects: [
        {
          // Logic and components. A file that needs a document says so in its first line,
          // `// @vitest-environment jsdom`; the rest run in plain Node.
          extends: true,
          test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: [...BROWSER, 'tests/engines/**', ...SITE], environment: 'node', setupFiles: ['tests/setup/dom.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: BROWSER.map((folder) => `${folder}/*.test.ts`),
            exclude: SITE,
            environment: 'node',
            globalSetup: ['tests/browser/globalSetup.ts'],
            testTimeout: 60_000,
            hookTimeout: 180_000,
          },
        },
        {
          // The same built site in Firefox ESR and WebKit (see tests/engines/engines.ts): what differs between engines.
          extends: true,
          test: {
            name: 'engines',
            include: ['tests/engines/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/engines/globalSetup.ts'],
            testTimeout: 90_000,
            hookTimeout: 180_000,
          },
        },
      ],
    },
  }),
);
