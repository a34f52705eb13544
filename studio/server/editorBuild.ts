// The editor's pages, built once with Vite and kept until their sources change, so `npm run studio` opens at once
// instead of transforming a few hundred modules on the first request (10-15 s). The build lives under
// node_modules/.cache/site-renderer/studio-editor/<fingerprint>/, never in dist/ and never part of the site's build.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the built editor is made of: its own sources, every site source it can import (the site's blocks render in the preview) and the locked dependencies. */
function sourceFiles(codeRoot: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(path);
    }
  };
  walk(join(codeRoot, 'src'));
  walk(join(codeRoot, 'studio'));
  files.push(join(codeRoot, 'package-lock.json'));
  return files.filter((file) => existsSync(file)).sort();
}

/** A short hash of the sources' names and contents: a changed, added or removed file gives another build folder. */
function editorFingerprint(codeRoot: string): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles(codeRoot)) {
    hash.update(relative(codeRoot, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const cacheFolder = (codeRoot: string) => join(codeRoot, 'node_modules/.cache/site-renderer/studio-editor');

/**
 * The folder of the built editor for the current sources, building it first when there is none. Several studios may
 * start at once (the browser tests run a few): each builds into its own folder and the first to finish names it.
 */
export async function ensureEditorBuild(codeRoot: string, viteConfigFile: string, log: (message: string) => void = () => {}): Promise<string> {
  const fingerprint = editorFingerprint(codeRoot);
  const cache = cacheFolder(codeRoot);
  const folder = join(cache, fingerprint);
  if (existsSync(join(folder, 'index.html'))) return folder;

  log('Preparing the editor (once after each update of the studio, a few seconds)…');
  mkdirSync(cache, { recursive: true });
  const partial = join(cache, `.building-${fingerprint}-${process.pid}`);
  const { build } = await import('vite');
  await build({
    configFile: viteConfigFile,
    logLevel: 'warn',
    // The project's pictures are served from its own public/ while the studio runs, not copied into the build.
    publicDir: false,
    build: {
      outDir: partial,
      emptyOutDir: true,
      reportCompressedSize: false,
      // Local tooling: no need to size the bundles for a network.
      chunkSizeWarningLimit: 100_000,
      rollupOptions: { input: { index: join(codeRoot, 'studio/app/index.html'), preview: join(codeRoot, 'studio/app/preview.html') } },
    },
  });
  try {
    renameSync(partial, folder);
  } catch {
    // Another studio finished the same build first: use theirs.
    rmSync(partial, { recursive: true, force: true });
  }
  removeOldBuilds(cache, fingerprint);
  return folder;
}

/** Builds of earlier sources: left alone for an hour (a studio started before the change may still serve one, another may be building). */
function removeOldBuilds(cache: string, current: string) {
  for (const name of readdirSync(cache)) {
    const path = join(cache, name);
    if (name !== current && Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
  }
}
