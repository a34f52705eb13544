import { readFileSync } from 'node:fs';
import type { Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import { blockTypes } from '../../src/blocks/registry';
import { siteContent } from '../../src/content/vitePlugin';

type Hook = Plugin['load'] | Plugin['configResolved'] | Plugin['configureServer'];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const call = (hook: Hook, ...args: unknown[]): any => {
  const handler = (typeof hook === 'function' ? hook : (hook as { handler: unknown } | undefined)?.handler) as (...rest: unknown[]) => unknown;
  return handler.call({}, ...args);
};

/** The content plugin as `vite build` (command "build") or `vite` (command "serve") sets it up. */
function contentPlugin(command: 'build' | 'serve') {
  const plugin = siteContent();
  call(plugin.configResolved, { root: process.cwd(), command } as ResolvedConfig);
  // The site module is async (it reads the font file's metrics), the page modules are not: awaited alike.
  return { plugin, load: async (id: string) => (await call(plugin.load, `\0${id}`)) as string };
}

type Middleware = (request: { url: string; method: string }, response: Answer, next: () => void) => void;
type Answer = { statusCode: number; headers: Record<string, unknown>; body?: Buffer; setHeader: (name: string, value: unknown) => void; end: (body?: Buffer) => void };

/** What the dev server's own middlewares answer to a GET of `url` (undefined: left to the rest of the server). */
function devGet(url: string): Answer | undefined {
  const middlewares: Middleware[] = [];
  const server = { middlewares: { use: (...args: unknown[]) => args.length === 1 && middlewares.push(args[0] as Middleware) }, watcher: { add: () => {}, on: () => {} } };
  call(contentPlugin('serve').plugin.configureServer, server);
  for (const middleware of middlewares) {
    let passed = false;
    const answer: Answer = { statusCode: 0, headers: {}, setHeader: (name, value) => (answer.headers[name.toLowerCase()] = value), end: (body) => (answer.body = body) };
    middleware({ url, method: 'GET' }, answer, () => (passed = true));
    if (!passed) return answer;
  }
  return undefined;
}

/** A page of the content in place, other than the home page. */
const SECOND = loadSite(process.cwd()).content!.pages.pages[1]!.path;

describe('the /_blocks catalogue page', () => {
  it('is not in the production route table, and its module does not exist there', async () => {
    const build = contentPlugin('build');
    const site = await build.load('virtual:site/site');
    expect(site).toContain(`path: ${JSON.stringify(SECOND)}`);
    expect(site).not.toContain('_blocks');
    expect(site).not.toContain('blocks-catalogue');
    await expect(build.load('virtual:site/page/blocks-catalogue')).rejects.toThrow();
  });

  it('is a route of the dev server that renders every example, titled with its type', async () => {
    const dev = contentPlugin('serve');
    expect(await dev.load('virtual:site/site')).toContain('{ path: "/_blocks", blockTypes: ');
    const module = await dev.load('virtual:site/page/blocks-catalogue');
    const page = JSON.parse(JSON.parse(module.match(/JSON\.parse\((.*)\);$/)![1]!)) as { blocks: Array<{ type: string; heading?: string; anchor?: string }>; sources: string[] };
    expect(page.blocks[0]).toMatchObject({ type: 'hero', title: 'Block catalogue' });
    const titled = page.blocks.slice(1).filter((_, index) => index % 2 === 0);
    const examples = page.blocks.slice(1).filter((_, index) => index % 2 === 1);
    expect(titled.map((block) => block.heading)).toEqual([...blockTypes]);
    expect(titled.map((block) => block.anchor)).toEqual(blockTypes.map((type) => `${type}-block`));
    expect(examples.map((block) => block.type)).toEqual([...blockTypes]);
    expect(page.sources[2]).toBe(`src/blocks/${blockTypes[0]}/example.yaml:1`);
  });

  it('serves the examples\' pictures and video from their blocks\' folders, and nothing else of src/', () => {
    for (const [url, type] of [['/_blocks/hero/landscape.svg', 'image/svg+xml'], ['/_blocks/video/landscape.webm', 'video/webm'], ['/_blocks/video/landscape.mp4', 'video/mp4']] as const) {
      const answer = devGet(url);
      expect(answer?.statusCode, url).toBe(200);
      expect(answer!.headers['content-type']).toBe(type);
      expect(answer!.body!.equals(readFileSync(`src/blocks${url.slice('/_blocks'.length)}`)), url).toBe(true);
    }
    for (const url of ['/_blocks', '/_blocks/hero/example.yaml', '/_blocks/hero/block.ts', '/_blocks/hero/nope.svg', '/_blocks/nope/landscape.svg', '/_blocks/hero/../video/landscape.webm']) {
      expect(devGet(url), url).toBeUndefined();
    }
  });
});
