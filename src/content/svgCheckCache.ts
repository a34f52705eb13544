// The SVG check's results kept between runs of `npm run validate` (and builds), by the file's content: reading 70
// drawings with an XML parser costs more than the rest of the check, and they rarely change. The cache lives in
// node_modules/.cache, holds only the reasons, and is dropped whenever the checking code changes.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { svgRefusals } from './svgSafety';

type CacheFile = { code: string; reasons: Record<string, string[]> };

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * A fingerprint of the code that checks: the content of this module's own file (the bundle it was built into, which
 * `npm run validate` writes anew each run, or its source), read once per process.
 */
let fingerprint: string | undefined;
function codeFingerprint(): string {
  if (fingerprint === undefined) {
    try {
      fingerprint = sha256(readFileSync(fileURLToPath(import.meta.url)));
    } catch {
      fingerprint = '';
    }
  }
  return fingerprint;
}

/** svgRefusals, remembered by content in `root`'s node_modules/.cache; `flush` writes what was learnt. */
export function cachedSvgRefusals(root: string): { refusals: (bytes: Uint8Array) => string[]; flush: () => void } {
  const file = join(root, 'node_modules/.cache/wastely/svg-checks.json');
  const code = codeFingerprint();
  let cache: CacheFile = { code, reasons: {} };
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    if (code && stored.code === code && stored.reasons && typeof stored.reasons === 'object') cache = stored;
  } catch {
    // no cache yet, or an unreadable one: start afresh
  }
  let learnt = false;
  return {
    refusals(bytes) {
      const key = sha256(bytes);
      const known = cache.reasons[key];
      if (Array.isArray(known)) return known;
      const reasons = svgRefusals(bytes);
      cache.reasons[key] = reasons;
      learnt = true;
      return reasons;
    },
    flush() {
      if (!learnt || !code) return;
      try {
        mkdirSync(dirname(file), { recursive: true });
        const partial = `${file}.${process.pid}.tmp`;
        writeFileSync(partial, JSON.stringify(cache));
        renameSync(partial, file);
        learnt = false;
      } catch {
        // a read-only project: checked again next time
      }
    },
  };
}
