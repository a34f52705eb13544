import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript } from '../fixtures/project';

// The same content builds to the same files, byte for byte: a host or a CDN then sees only what an edit changed, and a
// diff of two builds shows the edit and nothing else. Built twice from the content in place, whichever site it is.
const out = mkdtempSync(join(tmpdir(), 'site-twice-'));
const ssr = resolve('scratch', `twice-ssr-${process.pid}`);
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
  rmSync(ssr, { recursive: true, force: true });
});

const filesOf = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1)).sort();

describe('two builds of the same content', () => {
  it('write the same files with the same bytes (styles in the same order on every page)', async () => {
    const builds = [join(out, 'first'), join(out, 'second')];
    for (const [index, dist] of builds.entries()) {
      const run = await runScript(process.cwd(), 'build', { BUILD_OUT_DIR: dist, BUILD_SSR_OUT_DIR: `${ssr}-${index}` });
      expect(run.status, run.stderr).toBe(0);
    }
    const [first, second] = builds.map(filesOf);
    expect(second).toEqual(first);
    const differing = first!.filter((file) => !readFileSync(join(builds[0]!, file)).equals(readFileSync(join(builds[1]!, file))));
    expect(differing).toEqual([]);
  }, 300_000);
});
