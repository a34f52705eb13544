// jsdom ships no types of its own; the one constructor the loader test uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'dangerously' | 'outside-only'; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
