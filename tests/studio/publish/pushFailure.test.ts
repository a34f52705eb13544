import { describe, expect, it } from 'vitest';
import { explainPushFailure, safeUrl } from '../../../studio/publish/pushFailure';

const explain = (stderr: string, timedOut = false) => explainPushFailure({ stderr, timedOut, remote: 'origin', url: 'https://git.example.com/site.git' });

describe('explainPushFailure', () => {
  it.each([
    ['rejected', 'To https://git.example.com/site.git\n!\trefs/heads/main:refs/heads/main\t[rejected] (fetch first)\nDone'],
    ['rejected', ' ! [rejected]        main -> main (non-fast-forward)\nerror: failed to push some refs'],
    ['authentication', "fatal: could not read Username for 'https://git.example.com': terminal prompts disabled"],
    ['authentication', 'git@git.example.com: Permission denied (publickey).\nfatal: Could not read from remote repository.'],
    ['authentication', "remote: HTTP Basic: Access denied\nfatal: Authentication failed for 'https://git.example.com/site.git/'"],
    ['unreachable', "fatal: unable to access 'http://127.0.0.1:9/x.git/': Failed to connect to 127.0.0.1 port 9 after 0 ms: Couldn't connect to server"],
    ['unreachable', "fatal: '/tmp/none.git' does not appear to be a git repository\nfatal: Could not read from remote repository."],
    ['unreachable', 'ssh: Could not resolve hostname git.example.com: Name or service not known'],
  ])('recognises %s: %s', (kind, stderr) => {
    const failure = explain(stderr);
    expect(failure.kind).toBe(kind);
    expect(failure.message).toMatch(/^Your changes are recorded on this computer; they were not sent because /);
    // The plain message names no git thing; the remote and its address are in the detail, for Details.
    expect(failure.message).not.toMatch(/origin|git|remote|commit|branch/i);
    expect(failure.detail).toMatch(/^git push to the remote “origin” \(https:\/\/git\.example\.com\/site\.git\)/);
  });

  it('says the remote did not answer in time, and quotes git for anything else', () => {
    expect(explain('', true)).toMatchObject({ kind: 'timeout', message: expect.stringContaining('did not answer within a minute') });
    expect(explain('error: pre-push hook declined\nerror: failed to push some refs')).toMatchObject({
      kind: 'other',
      message: expect.stringContaining('Details says what went wrong'),
      detail: expect.stringContaining('error: pre-push hook declined error: failed to push some refs'),
    });
  });
});

describe('safeUrl', () => {
  it('never shows a user name or token written into a remote address', () => {
    expect(safeUrl('https://jane:ghp_secret@github.com/acme/site.git')).toBe('https://github.com/acme/site.git');
    expect(safeUrl('git@github.com:acme/site.git')).toBe('git@github.com:acme/site.git');
  });
});
