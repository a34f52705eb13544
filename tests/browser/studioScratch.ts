// A scratch copy of the real site under git, with `npm run studio` running on it: the studio browser tests edit it as
// an author would and assert the exact `git diff` of the YAML after each save.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { scriptArgs } from '../fixtures/project';

const COPIED = ['package.json', 'tsconfig.json', 'vite.config.ts', 'index.html', 'pages.yaml', 'nav.yaml', 'src', 'studio', 'public', 'scripts', 'docs', 'schema'];

export type Scratch = {
  root: string;
  url: string;
  read: (file?: string) => string;
  write: (text: string, file?: string) => void;
  /** `git diff --unified=0` of a file, reduced to its changed lines (`-old` and `+new`), without headers. */
  diff: (file?: string) => string[];
  /** Makes the current files the base of the next diff. */
  commit: (message: string) => void;
  stop: () => Promise<void>;
};

/** A copy of the project (content, code and scripts, sharing node_modules) in a new temporary folder. */
export function copyProject(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of COPIED) cpSync(resolve(entry), join(root, entry), { recursive: true });
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

export async function startStudioOnScratchCopy(): Promise<Scratch> {
  const root = copyProject('site-studio-');
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Studio test', '-c', 'user.email=studio@example.com', ...args], { cwd: root, encoding: 'utf8' });
  git('init', '-q');
  git('add', 'pages.yaml', 'nav.yaml');
  git('commit', '-qm', 'start');

  const child: ChildProcess = spawn(process.execPath, scriptArgs(resolve('scripts/studio.ts'), '--root', root, '--port', '0'), {
    cwd: resolve('.'),
    env: { ...process.env, STUDIO_PORT: '0', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`npm run studio did not report ready within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Studio ready: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => fail(new Error(`npm run studio exited (${code}):\n${output}`)));
  });

  return {
    root,
    url,
    read: (file = 'pages.yaml') => readFileSync(join(root, file), 'utf8'),
    write: (text, file = 'pages.yaml') => writeFileSync(join(root, file), text),
    diff: (file = 'pages.yaml') =>
      git('diff', '--unified=0', '--', file)
        .split('\n')
        .filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line)),
    commit: (message) => {
      git('commit', '-qam', message, '--allow-empty');
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The line ranges of a page's blocks in pages.yaml (from `- type:` to the block's last non-blank line). */
export function blockLines(text: string, pagePath: string): Array<{ start: number; end: number }> {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => line === `  - path: ${pagePath}`);
  const next = lines.findIndex((line, index) => index > first && /^ {2}- path: |^\S/.test(line));
  const starts = lines.map((line, index) => (index > first && index < next && line.startsWith('      - type: ') ? index : -1)).filter((index) => index >= 0);
  return starts.map((start, i) => {
    let end = (starts[i + 1] ?? next) - 1;
    while (lines[end]!.trim() === '') end -= 1;
    return { start, end: end + 1 };
  });
}
