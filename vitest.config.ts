import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Three projects: pure logic in Node, components in jsdom, and the built site in real Chromium.
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'node', include: ['tests/**/*.test.ts'], exclude: ['tests/browser/**'], environment: 'node' },
        },
        {
          extends: true,
          test: { name: 'dom', include: ['tests/**/*.test.tsx'], exclude: ['tests/browser/**'], environment: 'jsdom', setupFiles: ['tests/setup/dom.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['tests/browser/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/browser/globalSetup.ts'],
            testTimeout: 60_000,
            hookTimeout: 180_000,
          },
        },
      ],
    },
  }),
);
