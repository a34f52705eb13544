// What the build makes slowly from a file (its brotli and gzip copies, a picture's AVIF and WebP variants) kept between
// builds, so that an unchanged file is never compressed or encoded again. An entry is named by a hash of everything
// that decides its bytes: the input's content, the settings, and the version of the library that made it. So an entry
// can never be stale: an edited file, other settings or an upgraded encoder ask for another name, never by path or
// modification time. The folder is kept within a size: after each build, the entries used longest ago go first.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The usual place for a tool's cache; BUILD_CACHE_DIR moves it (the bench times a build with an empty one). */
export const buildCacheRoot = (codeRoot: string): string => process.env.BUILD_CACHE_DIR || join(codeRoot, 'node_modules/.cache/site-renderer/build');

/** The name of an entry: a hash of everything that decides its bytes. */
export const cacheKey = (...parts: (string | Uint8Array)[]): string => {
  const hash = createHash('sha256');
  // Each part's length first, so that no two different lists of parts run together into the same bytes.
  for (const part of parts) hash.update(`${Buffer.byteLength(part)}:`).update(part);
  return hash.digest('hex');
};

export type BuildCache = {
  folder: string;
  /** The entry's bytes, or undefined when there is none (or it went while being read). */
  get(name: string): Buffer | undefined;
  put(name: string, bytes: Uint8Array): void;
  /** Deletes the entries used longest ago until the folder holds at most `maxBytes`; returns how many went. */
  prune(): number;
};

/** The cache folder `folder`, kept to `maxBytes`. */
export function buildCache(folder: string, maxBytes: number): BuildCache {
  mkdirSync(folder, { recursive: true });
  return {
    folder,
    get(name) {
      const file = join(folder, name);
      try {
        const bytes = readFileSync(file);
        // Marks it used, for pruning (the modification time: many systems do not keep access times).
        const now = new Date();
        utimesSync(file, now, now);
        return bytes;
      } catch {
        return undefined;
      }
    },
    put(name, bytes) {
      // Written aside, then renamed: builds running at once (the tests build copies that share node_modules) may
      // make the same entry, and a reader must never see half of one.
      const partial = join(folder, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`);
      writeFileSync(partial, bytes);
      renameSync(partial, join(folder, name));
    },
    prune() {
      const entries = readdirSync(folder).flatMap((name) => {
        try {
          const { size, mtimeMs } = statSync(join(folder, name));
          return [{ name, size, mtimeMs }];
        } catch {
          return [];
        }
      });
      let total = entries.reduce((sum, entry) => sum + entry.size, 0);
      let removed = 0;
      for (const entry of entries.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
        if (total <= maxBytes) break;
        rmSync(join(folder, entry.name), { force: true });
        total -= entry.size;
        removed += 1;
      }
      return removed;
    },
  };
}
