// Bundles a TypeScript entry with esbuild (about 50 ms) and imports it: faster start-up than a TS loader.
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export async function runTs(entry) {
  const outdir = join(root, 'node_modules/.cache/wastely');
  mkdirSync(outdir, { recursive: true });
  const outfile = join(outdir, basename(entry).replace(/\.tsx?$/, '.mjs'));
  const { outputFiles } = await build({
    entryPoints: [join(root, entry)],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  // Write, then rename: several processes (parallel tests on copies that share node_modules) may bundle at once.
  const partial = `${outfile}.${process.pid}.tmp`;
  writeFileSync(partial, outputFiles[0].contents);
  renameSync(partial, outfile);
  return import(pathToFileURL(outfile).href);
}
