// Issue 33 (hardening, second round), finding 5: a 0.4 MB pages.yaml kept validate, the build and the development
// server busy for more than 300 s. 100 blocks with a 1,000-character anchor each, each with a button to a missing
// 1,000-character anchor: every suggestion compared each missing anchor with every anchor of the page in full.
// Checked here as a ratio to the real site, measured the same way on the same machine.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';

const repo = new URL('../../', import.meta.url).pathname;
const real = mkdtempSync(join(tmpdir(), 'suggestions-real-'));
const attacked = mkdtempSync(join(tmpdir(), 'suggestions-attack-'));

/** A name of `length` letters that no other name shares a stretch with (a different letter pattern per seed). */
function name(seed: number, length: number): string {
  let state = seed * 2654435761 + 1;
  let out = 'a';
  while (out.length < length) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out += String.fromCharCode(97 + (state % 26));
  }
  return out;
}

const BLOCKS = 100;
const LENGTH = 1_000;

/** The attack: a page of 100 blocks, each with a 1,000-character anchor and a button to a missing one; 100 redirects too. */
function attackPage(): { page: string; redirects: string } {
  const blocks = Array.from({ length: BLOCKS }, (_, i) =>
    [
      '      - type: call-to-action',
      `        anchor: ${name(i, LENGTH)}`,
      `        heading: Block ${i + 1}`,
      '        actions:',
      '          - label: Jump',
      `            to: "#${name(i + 10_000, LENGTH)}"`,
    ].join('\n'),
  );
  const page = ['  - path: /attack', '    title: Attack', '    description: A page whose anchors and links are each a thousand characters long, none of them found.', '    blocks:', ...blocks].join('\n');
  const redirects = ['redirects:', ...Array.from({ length: BLOCKS }, (_, i) => `  - from: /old-${i}\n    to: "/attack#${name(i + 20_000, LENGTH)}"`)].join('\n');
  return { page, redirects };
}

function project(dir: string, pages: string) {
  cpSync(join(repo, 'nav.yaml'), join(dir, 'nav.yaml'));
  cpSync(join(repo, 'public'), join(dir, 'public'), { recursive: true });
  writeFileSync(join(dir, 'pages.yaml'), pages);
}

const timed = (dir: string) => {
  const started = performance.now();
  const result = loadSite(dir);
  return { ms: performance.now() - started, result };
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

beforeAll(async () => {
  const { readFileSync } = await import('node:fs');
  const pages = readFileSync(join(repo, 'pages.yaml'), 'utf8');
  const { page, redirects } = attackPage();
  project(real, pages);
  const notFound = pages.indexOf('\nnotFound:');
  project(attacked, `${pages.slice(0, notFound)}\n${page}\n${pages.slice(notFound + 1)}\n${redirects}\n`);
});

afterAll(() => {
  rmSync(real, { recursive: true, force: true });
  rmSync(attacked, { recursive: true, force: true });
});

describe('suggestions are bounded (finding 5)', () => {
  it('the 0.4 MB attack validates in a small multiple of the real site\'s time, with every missing anchor reported', () => {
    timed(real); // warm-up: module loading and the picture checks' cache
    const realMs = median([timed(real).ms, timed(real).ms, timed(real).ms]);
    const attack = timed(attacked);
    const problems = attack.result.problems;
    expect(problems.filter((problem) => problem.kind === 'missing-anchor')).toHaveLength(2 * BLOCKS);
    // Besides: no page links to /attack.
    expect(problems.filter((problem) => problem.kind !== 'missing-anchor').map((problem) => problem.kind)).toEqual(['orphan-page']);
    // No suggestion for a name that long; the hint names a few anchors, shortened, instead of all hundred in full.
    expect(problems.find((problem) => problem.kind === 'missing-anchor')!.hint).toMatch(/^anchors there: (a[a-z]{58}…, ){9}a[a-z]{58}… and 90 more$/);
    // The file is about three times the real one; before, the ratio was in the hundreds.
    console.log(`real site ${Math.round(realMs)} ms, attack ${Math.round(attack.ms)} ms, ratio ${(attack.ms / realMs).toFixed(1)}`);
    expect(attack.ms / realMs).toBeLessThan(6);
  }, 120_000);
});
