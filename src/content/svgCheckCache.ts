// The SVG check's results kept between runs of `npm run validate` (and builds): reading 70 drawings with an XML
// parser costs more than the rest of the check, and they rarely change. A result is kept by the file's identity and
// times of change (ctime cannot be set back by a program: any write moves it). The cache lives in node_modules/.cache,
// holds only the reasons, and is dropped whenever the checking code changes.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { svgRefusals } from './svgSafety';

type CacheFile = { code: string; reasons: Record<string, string[]> };

/** FNV-1a over the bytes: enough to tell one build of the code from another (nothing hostile chooses them). */
function fingerprintOf(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return `${bytes.length}:${hash.toString(16)}`;
}

/**
 * A fingerprint of the code that checks: the content of this module's own file (the bundle it was built into, which
 * `npm run validate` writes anew each run, or its source), read once per process.
 */
let fingerprint: string | undefined;
function codeFingerprint(): string {
  if (fingerprint === undefined) {
    try {
      // Run from source (tests, the dev server's config), the rules are in their own file beside this one.
      const rules = fileURLToPath(new URL('./svgSafety.ts', import.meta.url));
      fingerprint = [fileURLToPath(import.meta.url), ...(existsSync(rules) ? [rules] : [])].map((file) => fingerprintOf(readFileSync(file))).join('+');
    } catch {
      fingerprint = '';
    }
  }
  return fingerprint;
}

/** svgRefusals, remembered by file in `root`'s node_modules/.cache; `flush` writes what this run found. */
export function cachedSvgRefusals(root: string): { refusals: (file: string) => string[]; flush: () => void } {
  const file = join(root, 'node_modules/.cache/site-renderer/svg-checks.json');
  const code = codeFingerprint();
  let cache: CacheFile = { code, reasons: {} };
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    if (code && stored.code === code && stored.reasons && typeof stored.reasons === 'object') cache = stored;
  } catch {
    // no cache yet, or an unreadable one: start afresh
  }
  let learnt = false;
  // Only the results of this run are written back: those of changed or removed files do not pile up.
  const used: Record<string, string[]> = {};
  return {
    refusals(file) {
      const stat = statSync(file, { bigint: true });
      const key = `${file}:${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
      const known = cache.reasons[key];
      if (Array.isArray(known)) return (used[key] = known);
      learnt = true;
      return (used[key] = svgRefusals(readFileSync(file)));
    },
    flush() {
      if (!code || (!learnt && Object.keys(used).length === Object.keys(cache.reasons).length)) return;
      try {
        mkdirSync(dirname(file), { recursive: true });
        const partial = `${file}.${process.pid}.tmp`;
        writeFileSync(partial, JSON.stringify({ code, reasons: used }));
        renameSync(partial, file);
        learnt = false;
      } catch {
        // a read-only project: checked again next time
      }
    },
  };
}
