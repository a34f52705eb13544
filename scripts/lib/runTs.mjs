// Bundles a TypeScript entry with esbuild (about 50 ms) and imports it: faster start-up than a TS loader (the
// validator starts about 60 ms over bare Node this way, against about 390 ms with `node --import tsx`).
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// The yaml package's browser build is the same parser without the Node build's per-token read of process.env
// (LOG_TOKENS), about 10% faster on a large pages.yaml (130 ms of 1.2 s at 1,000 pages); it is bundled in.
const yamlBrowserBuild = {
  name: 'yaml-browser-build',
  setup(builder) {
    builder.onResolve({ filter: /^yaml$/ }, () => ({ path: join(root, 'node_modules/yaml/browser/index.js') }));
  },
};

export async function runTs(entry) {
  const outdir = join(root, 'node_modules/.cache/site-renderer');
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
    plugins: [yamlBrowserBuild],
  });
  // Write, then rename: several processes (parallel tests on copies that share node_modules) may bundle at once.
  const partial = `${outfile}.${process.pid}.tmp`;
  writeFileSync(partial, outputFiles[0].contents);
  renameSync(partial, outfile);
  return import(pathToFileURL(outfile).href);
}
