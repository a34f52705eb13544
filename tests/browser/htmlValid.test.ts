// Every prerendered page is valid HTML: the W3C Nu HTML Checker (npm vnu-jar, run on the Java runtime that
// scripts/ensure-java.sh installs) reports no error on any file the build wrote.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';

const JAVA = process.env.JAVA_PATH ?? 'java';
const VNU = 'node_modules/vnu-jar/build/dist/vnu.jar';

type NuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

describe('W3C Nu HTML Checker', () => {
  it('reports 0 errors on every prerendered page, the 404 page and the error screens', () => {
    const pages = readdirSync('dist', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => join(entry.parentPath, entry.name));
    // Each route of the content, the not-found page and the error screens.
    expect(pages.length).toBeGreaterThan(loadSite(process.cwd()).content!.pages.pages.length);
    const checked = spawnSync(JAVA, ['-jar', VNU, '--errors-only', '--format', 'json', ...pages], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (checked.error) throw new Error(`Could not run the Nu checker with ${JAVA}: ${checked.error.message}`);
    const { messages } = JSON.parse(checked.stderr) as { messages: NuMessage[] };
    const errors = messages.filter((message) => message.type === 'error' || message.type === 'non-document-error');
    const report = errors.map((error) => `${error.url.replace(/^file:.*?\/dist\//, 'dist/')}:${error.lastLine ?? '?'} ${error.message}`);
    expect(report).toEqual([]);
  }, 300_000);
});
