// Setup for the test files that ask for a browser-like document with `// @vitest-environment jsdom`; every other
// test file runs in plain Node and skips it.
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());

  // jsdom has no matchMedia; components read prefers-reduced-motion through it.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  // jsdom does not implement scrolling; the studio preview calls it to show the selected block.
  window.scrollTo = () => {};
}
