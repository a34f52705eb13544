// The source tree's layers, highest first. A file may import from its own folder or any layer below it, never from
// a layer above, nor from a peer folder in its own layer: that keeps low-level pieces (ui, theme) reusable, the
// renderer free of app start-up concerns, and the site frame (layout) and the block renderer independent.
// Tooling (the content loader, the CLI, the local servers) sits beside the app: it may import anything, and nothing
// in the app may import it, so build-time code never reaches a visitor's bundle.
// The studio sits beside src/, in studio/: nothing in src/ imports it, and it reaches src/ only through a few public
// modules (STUDIO_GATES), so a change inside the site meets the studio at those modules alone. Within the studio, only
// its editor (studio/app) imports the editor: its server and the pure helpers beside it (links, publish, yaml) never
// load the UI.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

export const LAYERS: readonly (readonly string[])[] = [
  ['main.tsx', 'entry-server.tsx', 'app'],
  ['layout', 'renderer'],
  ['blocks'],
  ['ui'],
  ['shared'],
  ['theme', 'icons', 'hooks'],
];

export const TOOLING = ['content', 'cli', 'server'];

/** The modules of src/ the studio may import, each path from the repository's root. */
export const STUDIO_GATES = [
  'src/content/index.ts', // the content loader's browser-safe helpers and the schemas the forms are drawn from
  'src/content/node.ts', // its file-system side: checking a draft, the public/ folder
  'src/blocks/registry.ts', // the block types
  'src/app/preview.ts', // what the preview renders a page with
  'src/icons/spritePlugin.ts', // the icon sprite, for the studio's own Vite config
];

/** The top-level folder (or root file) of `src/` a source path belongs to. */
export function areaOf(srcRelativePath: string): string {
  return srcRelativePath.split('/')[0] ?? srcRelativePath;
}

function rankOf(area: string): number | undefined {
  const rank = LAYERS.findIndex((layer) => layer.includes(area));
  return rank === -1 ? undefined : rank;
}

export type UpwardImport = { file: string; imports: string; reason: string };

/** The relative import specifiers of a TypeScript source, type-only imports included. */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(pattern)) found.push(match[1] ?? match[2] ?? '');
  return found.filter((specifier) => specifier.startsWith('.'));
}

/** Checks one import between two files given relative to `src/`. */
export function checkImport(file: string, target: string): UpwardImport | undefined {
  const from = areaOf(file);
  const to = areaOf(target);
  if (from === to || TOOLING.includes(from)) return undefined;
  if (TOOLING.includes(to)) {
    return { file, imports: target, reason: `${from} is part of the site and must not import the ${to} tooling` };
  }
  const fromRank = rankOf(from);
  const toRank = rankOf(to);
  if (fromRank === undefined || toRank === undefined) {
    const unknown = fromRank === undefined ? from : to;
    return { file, imports: target, reason: `src/${unknown} belongs to no layer: add it to LAYERS or TOOLING in tests/layers.ts` };
  }
  if (toRank < fromRank) return { file, imports: target, reason: `${from} sits below ${to} and must not import from it` };
  if (toRank === fromRank && fromRank > 0) {
    return { file, imports: target, reason: `${from} and ${to} are peers in one layer and must not import each other` };
  }
  return undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every import in `srcDir` that runs upward or into tooling. */
export function upwardImports(srcDir: string): UpwardImport[] {
  return sourceFiles(srcDir).flatMap((path) => {
    const file = relative(srcDir, path).split('\\').join('/');
    return importSpecifiers(readFileSync(path, 'utf8')).flatMap((specifier) => {
      const target = posix.normalize(posix.join(posix.dirname(file), specifier));
      if (target.startsWith('..')) return [];
      const problem = checkImport(file, target);
      return problem ? [problem] : [];
    });
  });
}

export const srcDirOf = (testsDir: string) => join(dirname(testsDir), 'src');
export const rootDirOf = (testsDir: string) => dirname(testsDir);

/** The folders whose imports the studio's rules and the circle search read, from the repository's root. */
export const CODE_FOLDERS = ['src', 'studio'];

export type StudioImport = { file: string; imports: string; reason: string };

/** Checks one import between two files given from the repository's root (the file an import resolves to). */
export function checkStudioImport(file: string, target: string): StudioImport | undefined {
  const inStudio = (path: string) => path.startsWith('studio/');
  if (file.startsWith('src/') && inStudio(target)) {
    return { file, imports: target, reason: 'the site must not import the studio' };
  }
  if (inStudio(file) && target.startsWith('src/') && !STUDIO_GATES.includes(target)) {
    return { file, imports: target, reason: `the studio reaches src/ only through ${STUDIO_GATES.join(', ')}` };
  }
  if (inStudio(file) && !file.startsWith('studio/app/') && target.startsWith('studio/app/')) {
    return { file, imports: target, reason: 'only the studio\'s editor (studio/app) imports the editor: its server and helpers never load the UI' };
  }
  return undefined;
}

/** The source files of the code folders under `rootDir`, from the root, with `/` between folders. */
function codeFiles(rootDir: string): string[] {
  return CODE_FOLDERS.flatMap((folder) => sourceFiles(join(rootDir, folder))).map((path) => relative(rootDir, path).split('\\').join('/'));
}

/** Every import in src/ and studio/ that breaks the studio's rules. */
export function studioImports(rootDir: string): StudioImport[] {
  const files = new Set(codeFiles(rootDir));
  return [...files].flatMap((file) =>
    importSpecifiers(readFileSync(join(rootDir, file), 'utf8')).flatMap((specifier) => {
      const target = resolveImport(file, specifier, files) ?? posix.normalize(posix.join(posix.dirname(file), specifier));
      const problem = checkStudioImport(file, target);
      return problem ? [problem] : [];
    }),
  );
}

/** The file a relative import names, as TypeScript resolves it (extension left out, or a folder's index). */
function resolveImport(fromFile: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  const base = posix.normalize(posix.join(posix.dirname(fromFile), specifier)).replace(/\.js$/, '');
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((candidate) => files.has(candidate));
}

/**
 * The import circles among the files of src/ and studio/ under `rootDir` (type-only imports included: they tie the files' meanings together
 * just the same), each as its files in import order, the first repeated at the end. Found as the strongly connected
 * components of the import graph (Tarjan's algorithm), so every circle is reported once however many files share it.
 */
export function importCycles(rootDir: string): string[][] {
  const files = new Set(codeFiles(rootDir));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = importSpecifiers(readFileSync(join(rootDir, file), 'utf8')).map((specifier) => resolveImport(file, specifier, files));
    edges.set(file, [...new Set(targets.filter((target): target is string => target !== undefined))].sort());
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    if (component.length > 1 || edges.get(file)?.includes(file)) cycles.push(circleThrough(component, edges));
  };
  for (const file of [...files].sort()) if (!index.has(file)) visit(file);
  return cycles;
}

/** One circle through the files of a strongly connected component, starting at its first file: what to read to break it. */
function circleThrough(component: string[], edges: ReadonlyMap<string, string[]>): string[] {
  const inside = new Set(component);
  const start = [...component].sort()[0]!;
  // Breadth-first from the start back to itself, within the component.
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const target of edges.get(file) ?? []) {
      if (!inside.has(target)) continue;
      if (target === start) {
        const circle = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)!) circle.splice(1, 0, at);
        return [...circle, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [...component, component[0]!];
}
