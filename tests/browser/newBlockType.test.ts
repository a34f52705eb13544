// A new interactive block type is one folder and one registry entry: added to a copy of the project, it type-checks,
// its example is validated into the catalogue, the studio's Add block list offers it, the site builds with it on a
// page, and it wakes in Chromium (a click on its button is counted by React).
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../src/server/staticServer';
import { EXAMPLE_SITE, projectCopy, replaceOnce, runScript, type ScriptRun } from '../fixtures/project';
import { useBrowser, wakeIslands } from './session';

const folder: Record<string, string> = {
  'schema.ts': `import { z } from 'zod';
import { blockBase } from '../../shared/blockBase';
import { text } from '../../shared/fields';

export const pingSchema = blockBase.extend({ type: z.literal('ping'), label: text('What the button says') }).describe('A button that counts its presses');

export type PingBlock = z.infer<typeof pingSchema>;
`,
  'Ping.tsx': `import { useState } from 'react';
import type { BlockProps } from '../types';
import type { PingBlock } from './schema';

export default function Ping({ block }: BlockProps<PingBlock>) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <button type="button" onClick={() => setCount(count + 1)}>{block.label}</button> <output>{count}</output>
    </section>
  );
}
`,
  'view.ts': `import { defineIsland } from '../island';
import type { PingBlock } from './schema';

export const component = () => import('./Ping');

export const island = defineIsland<PingBlock>({ when: 'visible', load: component });
`,
  'block.ts': `import Bell from 'lucide-react/icons/bell';
import { defineBlock } from '../defineBlock';
import { pingSchema } from './schema';

export default defineBlock({ schema: pingSchema, examples: ['example.yaml'], editor: { icon: Bell, name: 'Ping', plural: 'Pings' } });
`,
  'example.yaml': 'type: ping\nlabel: Press me\n',
};

/** The one registry entry: an import of the folder's definition and its name in the list. */
const addToRegistry = (text: string) =>
  replaceOnce(replaceOnce(text, "import related from './related/block';\n", "import related from './related/block';\nimport ping from './ping/block';\n"), ', related] as const;', ', related, ping] as const;');

/** The content that uses it, on a copy of the example site: the last block of /join (the page before /contact). */
const onJoin = (text: string) => replaceOnce(text, '\n  - path: /contact\n', '      - type: ping\n        label: Ping\n\n  - path: /contact\n');

function typecheck(dir: string): Promise<ScriptRun> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '--noEmit', '-p', dir], { cwd: dir });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('close', (status) => done({ status, stdout, stderr: '' }));
  });
}

describe('a new interactive block type, as one folder and one registry entry', () => {
  const project = projectCopy({ 'src/blocks/registry.ts': addToRegistry, 'pages.yaml': onJoin }, { content: EXAMPLE_SITE });
  const browser = useBrowser();
  let checked: ScriptRun;
  let docs: ScriptRun;
  let build: ScriptRun;
  let server: ReturnType<typeof createStaticServer>;

  beforeAll(async () => {
    mkdirSync(join(project.dir, 'src/blocks/ping'));
    for (const [name, text] of Object.entries(folder)) writeFileSync(join(project.dir, 'src/blocks/ping', name), text);
    cpSync(resolve('docs/examples/nav'), join(project.dir, 'docs/examples/nav'), { recursive: true });
    [checked, docs] = await Promise.all([typecheck(project.dir), runScript(project.dir, 'docs')]);
    build = await runScript(project.dir, 'build');
    server = createStaticServer(join(project.dir, 'dist'));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  }, 900_000);
  afterAll(async () => {
    await new Promise((closed) => server?.close(closed));
    project.remove();
  });

  it('type-checks', () => {
    expect(checked.stdout).toBe('');
    expect(checked.status).toBe(0);
  });

  it('validates its example into the catalogue', () => {
    expect(docs.status, docs.stderr).toBe(0);
    expect(readFileSync(join(project.dir, 'docs/blocks.md'), 'utf8')).toContain('## ping\n\nA button that counts its presses.');
  });

  it("is offered by the studio's Add block list, with its example", async () => {
    const { blockKinds } = (await import(join(project.dir, 'studio/app/blocks/blockKinds.ts'))) as typeof import('../../studio/app/blocks/blockKinds');
    const ping = blockKinds.find((kind) => kind.type === ('ping' as never));
    expect(ping).toMatchObject({ name: 'Ping', description: 'A button that counts its presses' });
    expect(ping!.example()).toEqual({ type: 'ping', label: 'Press me' });
  });

  it('builds, and wakes in the browser', async () => {
    expect(build.status, build.stderr).toBe(0);
    const page = await browser.tab(1366);
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/join`);
    const block = page.locator('[data-block="ping"]');
    await expect.poll(() => block.getAttribute('data-island')).not.toBeNull();
    await wakeIslands(page);
    await block.locator('button').click();
    await expect.poll(() => block.locator('output').textContent()).toBe('1');
  });
});
