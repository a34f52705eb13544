// The browser bundle of the last builds, kept so that a build after a content edit (a page's words, a new page) does
// not bundle the browser's code again: that code holds no page, only the code, the interface words and the icons the
// content names. A kept bundle is found by a hash of everything it is made from, so it is never stale: every file of
// src/, the build configuration, the lockfile, the environment Vite exposes to the code, and those two facts of the
// content. Anything else changes the hash and the bundle is made afresh.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The files besides src/ that decide the bundle; src/ is hashed whole (new block folders are found by a glob). */
const CONFIG_FILES = ['vite.config.ts', 'tsconfig.json', 'package-lock.json', 'index.html', 'scripts/lib/browserEntries.ts'];
/** Vite reads these into `import.meta.env` (only the VITE_ variables reach the code). */
const ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local'];
/** Bundles kept: the last few, so that switching between two versions of the code finds both. */
const KEEP = 4;
/** Raised when what is kept or how it is found changes. */
const FORMAT = 'browser-bundle 1';

/** What of the content the browser's code carries: the interface words and the icons of the sprite. */
export type BrowserContentFacts = { labels: unknown; icons: unknown };

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The hash of everything the browser bundle is made from. */
export function browserBundleKey(codeRoot: string, facts: BrowserContentFacts, { publicDir, env = process.env }: { publicDir?: string; env?: NodeJS.ProcessEnv } = {}): string {
  const hash = createHash('sha256').update(FORMAT);
  const files = [...filesUnder(join(codeRoot, 'src')), ...[...CONFIG_FILES, ...ENV_FILES].map((file) => join(codeRoot, file)).filter((file) => existsSync(file))];
  for (const file of files) hash.update(`\0${relative(codeRoot, file)}\0`).update(readFileSync(file));
  const exposed = Object.entries(env).filter(([name]) => name.startsWith('VITE_')).sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify({ exposed, nodeEnv: env.NODE_ENV, year: new Date().getFullYear(), node: process.version, publicDir, facts }));
  return hash.digest('hex').slice(0, 32);
}

/** The kept bundles in `folder`, each a copy of the site folder as the browser build left it. */
export function browserBundleCache(folder: string) {
  return {
    /** Copies the bundle kept under `key` into `outDir` (emptied first); false when there is none. */
    restore(key: string, outDir: string): boolean {
      const kept = join(folder, key);
      const complete = join(kept, '.complete');
      if (!existsSync(complete)) return false;
      // Marked used first, so that another build's pruning keeps it while it is copied.
      const now = new Date();
      utimesSync(kept, now, now);
      rmSync(outDir, { recursive: true, force: true });
      try {
        cpSync(kept, outDir, { recursive: true, filter: (source) => source !== complete });
      } catch {
        return false;
      }
      // Still whole after the copy: no other build pruned it meanwhile.
      return existsSync(complete);
    },
    /** Keeps the browser build in `outDir` under `key`; the bundles used longest ago beyond the last few go. */
    save(key: string, outDir: string): void {
      mkdirSync(folder, { recursive: true });
      const kept = join(folder, key);
      // Builds running at once (the tests build copies that share node_modules) may keep the same bundle: the same
      // key means the same bytes, so the first one kept stays, and a reader never sees half of one.
      if (existsSync(join(kept, '.complete'))) return;
      const partial = `${kept}.${process.pid}.partial`;
      rmSync(partial, { recursive: true, force: true });
      cpSync(outDir, partial, { recursive: true });
      writeFileSync(join(partial, '.complete'), '');
      try {
        renameSync(partial, kept);
      } catch {
        rmSync(partial, { recursive: true, force: true });
      }
      const bundles = readdirSync(folder)
        .filter((name) => !name.endsWith('.partial'))
        .map((name) => ({ name, used: statSync(join(folder, name)).mtimeMs }))
        .sort((a, b) => b.used - a.used);
      for (const { name } of bundles.slice(KEEP)) rmSync(join(folder, name), { recursive: true, force: true });
    },
  };
}

/**
 * The key of the server renderer kept for the same things as the browser bundle: its bundle holds no content either
 * (src/content/serverContent.ts), only the code, and the interface words and icons through the sprite it emits.
 */
export function serverRendererKey(browserKey: string): string {
  return createHash('sha256').update('server-renderer 1').update(browserKey).digest('hex').slice(0, 32);
}
