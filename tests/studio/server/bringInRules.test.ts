// Issue 33 (hardening, second round), finding 1: "Bring in their changes" merged anything under public/images/ (a
// web page, a script, a symbolic link included) and pushed it on the editor's behalf. It now refuses, when it lists
// what it would bring and again when the editor confirms, what validate refuses, and names the files.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bringInAndSend } from '../../../studio/server/publishBringIn';
import { listIncoming } from '../../../studio/server/publishIncoming';

const scratch = mkdtempSync(join(tmpdir(), 'bring-in-rules-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const run = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd, encoding: 'utf8' }).trim();

describe('bring-in applies the rules of public/ (finding 1)', () => {
  it('refuses their page, script and link under public/images/, when listing and again when confirming, names them, and merges nothing', async () => {
    const remote = join(scratch, 'remote.git');
    const root = join(scratch, 'site');
    const other = join(scratch, 'other');
    execFileSync('git', ['init', '-q', '--bare', '-b', 'main', remote]);
    execFileSync('git', ['init', '-q', '-b', 'main', root]);
    writeFileSync(join(root, 'pages.yaml'), 'pages: []\n');
    run(root, 'add', '.');
    run(root, 'commit', '-qm', 'first');
    run(root, 'remote', 'add', 'origin', remote);
    run(root, 'push', '-q', '-u', 'origin', 'main');

    execFileSync('git', ['clone', '-q', remote, other]);
    mkdirSync(join(other, 'public/images'), { recursive: true });
    writeFileSync(join(other, 'public/images/promo.html'), '<script>fetch("/api/publish",{method:"POST"})</script>');
    writeFileSync(join(other, 'public/images/dot.js'), 'alert(1)');
    writeFileSync(join(other, 'public/images/dot.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
    symlinkSync('../../../.ssh/id_rsa', join(other, 'public/images/key.svg'));
    run(other, 'add', '.');
    run(other, 'commit', '-qm', 'theirs');
    run(other, 'push', '-q', 'origin', 'main');

    writeFileSync(join(root, 'pages.yaml'), 'pages: [] # ours\n');
    run(root, 'commit', '-qam', 'ours');
    const head = run(root, 'rev-parse', 'HEAD');
    const remoteOf = { name: 'origin', url: remote };
    const listing = await listIncoming(root, 'main', remoteOf);
    expect(listing).toMatchObject({
      listed: false,
      kind: 'other',
      message: expect.stringContaining('adds files the site may not publish (a web page, a script, a link or another kind of file that is not a picture). Nothing was combined'),
    });
    const detail = (listing as { detail: string }).detail;
    expect(detail).toMatch(/public\/images\/dot\.js is a script/);
    expect(detail).toMatch(/public\/images\/key\.svg is a symbolic link/);
    expect(detail).toMatch(/public\/images\/promo\.html is a web page/);
    expect(detail).not.toContain('dot.svg is');

    // A confirmation naming their commit (never listed, but forged or stale) is checked again, and refused the same way.
    const theirs = execFileSync('git', ['rev-parse', 'main'], { cwd: remote, encoding: 'utf8' }).trim();
    let checked = false;
    const outcome = await bringInAndSend(root, 'main', remoteOf, null, async () => {
      checked = true;
      return [];
    }, { theirs, ours: head });
    expect(outcome).toMatchObject({ sent: false, kind: 'other', message: (listing as { message: string }).message, detail });
    expect(run(root, 'rev-parse', 'HEAD')).toBe(head);
    expect(existsSync(join(root, 'public'))).toBe(false);
    expect(checked).toBe(false);
  }, 60_000);
});
