// Issue 25 (hardening): what an attacker found in the studio server, each with the attack as the fixture.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckTimeout, createDraftChecker } from '../../../src/studio/server/checkOffThread';
import { startStudio, type Studio } from '../../../src/studio/server/createStudioServer';

const repo = new URL('../../../', import.meta.url).pathname;
let root: string;
let studio: Studio;

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${studio.url.slice(0, -1)}${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

/** The real pages.yaml with `count` extra fields in the first block: the attack of finding 2 (1.3 MB at 64,000). */
function manyFields(count: number): string {
  const pages = readFileSync(join(repo, 'pages.yaml'), 'utf8');
  const at = pages.indexOf('\n', pages.search(/^ {6}- type: /m)) + 1;
  return `${pages.slice(0, at)}${Array.from({ length: count }, (_, n) => `        k${n}: v\n`).join('')}${pages.slice(at)}`;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'studio-hardening-'));
  for (const name of ['pages.yaml', 'nav.yaml']) cpSync(join(repo, name), join(root, name));
  symlinkSync(join(repo, 'public'), join(root, 'public'));
  studio = await startStudio({ root, port: 0, ui: false, pollMs: 100 });
});

afterAll(async () => {
  await studio?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('checks of drafts (finding 2)', { timeout: 60_000 }, () => {
  it('a draft is held to the size limit of a file: over 10 MB is refused as too large', async () => {
    const pages = `${readFileSync(join(repo, 'pages.yaml'), 'utf8')}${'# padding\n'.repeat(1_100_000)}`;
    const answer = await call('POST', '/api/validate', { files: { 'pages.yaml': pages } });
    expect(answer.status).toBe(200);
    expect(answer.body.problems).toEqual([expect.objectContaining({ kind: 'file-too-large', file: 'pages.yaml', message: expect.stringMatching(/^the file is 10\.\d MB; a content file may be at most 10 MB$/) })]);
  });

  it('the studio keeps answering while it checks a block of 64,000 fields', async () => {
    let checked = false;
    const check = call('POST', '/api/validate', { files: { 'pages.yaml': `${manyFields(64_000).replace('        k0: v\n', '        k0: v\n        k0: again\n')}` } }).then((answer) => {
      checked = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Before, the check ran on the server's only thread: this request waited until it was done.
    expect((await call('GET', '/api/content')).status).toBe(200);
    expect(checked).toBe(false);
    const answer = await check;
    expect(answer.body.problems).toEqual([expect.objectContaining({ kind: 'duplicate-key', message: expect.stringMatching(/^`k0` is written twice here/) })]);
  });

  it('a check that runs past its time limit is stopped with a clear message, and the next check works', async () => {
    const checker = createDraftChecker(root, { timeLimitMs: 50 });
    try {
      const slow = checker.check({ 'pages.yaml': manyFields(64_000) });
      await expect(slow).rejects.toBeInstanceOf(CheckTimeout);
      await expect(slow).rejects.toThrow(/^Checking the site took longer than 0.05 seconds, so the studio stopped it\./);
    } finally {
      await checker.close();
    }
    const next = createDraftChecker(root);
    try {
      expect(await next.check({})).toEqual([]);
    } finally {
      await next.close();
    }
  });
});
