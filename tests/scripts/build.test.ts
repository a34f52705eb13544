import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm run build` and `npm run validate` on a copy of the real project with one mistake in pages.yaml.
function projectWith(pages: (text: string) => string) {
  const project = mkdtempSync(join(tmpdir(), 'wastely-build-'));
  for (const item of ['src', 'scripts', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'nav.yaml', 'pages.yaml']) {
    cpSync(resolve(item), join(project, item), { recursive: true });
  }
  symlinkSync(resolve('node_modules'), join(project, 'node_modules'));
  const original = readFileSync(join(project, 'pages.yaml'), 'utf8');
  writeFileSync(join(project, 'pages.yaml'), pages(original));
  return project;
}

const run = (project: string, script: string) =>
  spawnSync(process.execPath, [`scripts/${script}.mjs`], { cwd: project, encoding: 'utf8', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });

describe('a content mistake stops validate and build with the same located message', () => {
  const project = projectWith((text) => text.replace('      - type: section\n', '      - type: sectoin\n'));

  it('npm run validate exits non-zero and names file, line, column and the fix', () => {
    const result = run(project, 'validate');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/pages\.yaml:\d+:15 {2}pages\[\d+\]\.blocks\[\d+\]\.type {2}unknown block type `sectoin`; expected one of hero, section/);
    expect(result.stderr).toContain('(did you mean `section`?)');
  });

  it('npm run build fails with the same message', () => {
    const result = run(project, 'build');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/pages\.yaml:\d+:15 {2}pages\[\d+\]\.blocks\[\d+\]\.type {2}unknown block type `sectoin`/);
    rmSync(project, { recursive: true, force: true });
  });
});
