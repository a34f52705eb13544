// The build part of `npm run bench`: `npm run build` of the real site and of generated sites, each timed three ways:
// clean (an empty build cache, as on a new machine), again with nothing changed, and after one page's title was
// edited (the compressed copies and picture variants of unchanged files come from the cache). Reports wall time,
// milliseconds per page and the build's processor time (all its threads), which a busy shared machine inflates less.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where one site's builds write: the site, the server renderer and the build cache. */
type BuildFolders = { out: string; ssrOut: string; cacheDir: string };

/** One timed build: wall and processor seconds, the build's phase line and the load average after it. */
type BuildRun = { wall: number; cpu: number; phases: string; load: number };

/** A copy of a site the bench may edit. */
export type BenchedSite = { label: string; dir: string; pages: number };

export type BuildTimesRow = BenchedSite & { clean: BuildRun; unchanged: BuildRun; edited: BuildRun };

/** One `npm run build -- --root dir` into `out`, with the cache in `cacheDir`: wall and processor seconds. */
function timedBuild(root: string, dir: string, { out, ssrOut, cacheDir }: BuildFolders): BuildRun {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts'), '--root', dir], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, BUILD_OUT_DIR: out, BUILD_SSR_OUT_DIR: ssrOut, BUILD_CACHE_DIR: cacheDir, BUILD_TIMINGS: '1' },
  });
  const wall = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`npm run build --root ${dir} failed:\n${result.stdout}${result.stderr}`);
  const phases = result.stdout.split('\n').find((line) => line.startsWith('build phases')) ?? '';
  const cpu = Number(/total [\d.]+ \(cpu ([\d.]+)\)/.exec(phases)?.[1] ?? NaN);
  return { wall, cpu, phases, load: loadavg()[0] ?? NaN };
}

/** Edits the title of the site's first page in its pages.yaml, as an author would. */
function editOnePage(dir: string): void {
  const file = join(dir, 'pages.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^( {4}title: .*?)("?)$/m, (_, title: string, quote: string) => `${title} (edited)${quote}`));
}

/** `sites`: { label, dir, pages }, each a copy the bench may edit. Prints the table; returns the rows. */
export function buildTimes(root: string, sites: readonly BenchedSite[], { ssrWork }: { ssrWork: string }): BuildTimesRow[] {
  const rows: BuildTimesRow[] = [];
  for (const site of sites) {
    const cacheDir = mkdtempSync(join(tmpdir(), 'build-cache-'));
    const out = mkdtempSync(join(tmpdir(), 'build-out-'));
    const options = { out: join(out, 'dist'), ssrOut: join(ssrWork, `build-${site.pages}`), cacheDir };
    try {
      const clean = timedBuild(root, site.dir, options);
      const unchanged = timedBuild(root, site.dir, options);
      editOnePage(site.dir);
      const edited = timedBuild(root, site.dir, options);
      rows.push({ ...site, clean, unchanged, edited });
      for (const [name, run] of Object.entries({ clean, unchanged, edited })) console.log(`${site.label}, ${site.pages} pages, ${name}: ${run.phases}`);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
    }
  }
  console.log('\nnpm run build (wall s incl. Node start-up; cpu = processor s of all the build\'s threads; ms/page = wall / pages; load = 1-minute load average after the build):');
  console.log('| site | pages | clean s | cpu s | ms/page | load | unchanged s | cpu s | one page edited s | cpu s | ms/page | load |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { label, pages, clean, unchanged, edited } of rows) {
    const perPage = (run: BuildRun) => Math.round((run.wall * 1000) / pages);
    console.log(`| ${label} | ${pages} | ${clean.wall.toFixed(1)} | ${clean.cpu.toFixed(1)} | ${perPage(clean)} | ${clean.load.toFixed(1)} | ${unchanged.wall.toFixed(1)} | ${unchanged.cpu.toFixed(1)} | ${edited.wall.toFixed(1)} | ${edited.cpu.toFixed(1)} | ${perPage(edited)} | ${edited.load.toFixed(1)} |`);
  }
  return rows;
}
