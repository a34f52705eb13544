// Publishing from the studio, as an editor would, on a scratch git copy of the real site: Publish is held back while
// an edit is unsaved; after saving, the dialog lists the edit in plain words (page, block, field: before -> after),
// asks who is publishing (git knows no name here), commits exactly pages.yaml with the message, and explains in plain
// words that a push to an unreachable remote failed while the commit stays. When someone else published first, the
// dialog lists what they changed before bringing anything in: Cancel leaves the copy as it was, "Bring these in" merges
// that list and sends.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSite } from '../../../src/content/loadSite';
import { audit, describeViolations } from '../../browser/axe';
import { openStudio, poll } from '../../browser/studioBrowser';
import { startStudioOnScratchCopy, type Scratch } from '../../browser/studioScratch';

let studio: Scratch;
let browser: Browser;
let page: Page;
let gitHome: string;

/** The About page's second block (a section) and its heading as the site has it now, so the test follows content edits. */
const ABOUT = (() => {
  const about = loadSite(process.cwd()).content!.pages.pages.find((entry) => entry.path === '/about')!;
  const block = about.blocks[1]!;
  if (block.type !== 'section' || !block.heading) throw new Error('the About page no longer has a section with a heading as its second block');
  return { title: about.title, heading: block.heading };
})();
const NEW_HEADING = 'Clean water from plants that keep on working';

const git = (...args: string[]) => execFileSync('git', args, { cwd: studio.root, encoding: 'utf8', env: process.env }).trim();

beforeAll(async () => {
  // No global or system git settings: git on this "computer" does not know the editor's name, as on a fresh machine.
  gitHome = mkdtempSync(join(tmpdir(), 'studio-publish-git-'));
  writeFileSync(join(gitHome, 'gitconfig'), '');
  process.env.GIT_CONFIG_GLOBAL = join(gitHome, 'gitconfig');
  process.env.GIT_CONFIG_NOSYSTEM = '1';
  studio = await startStudioOnScratchCopy();
  // The pictures are part of the site's history too; the copied code stays untracked (work that is not the editor's).
  execFileSync('git', ['-c', 'user.name=Setup', '-c', 'user.email=setup@example.com', 'add', 'public'], { cwd: studio.root });
  execFileSync('git', ['-c', 'user.name=Setup', '-c', 'user.email=setup@example.com', 'commit', '-qm', 'pictures'], { cwd: studio.root });
  git('remote', 'add', 'origin', 'http://127.0.0.1:9/site.git');
  ({ browser, page } = await openStudio(studio.url));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
  rmSync(gitHome, { recursive: true, force: true });
});

const publishButton = () => page.getByRole('button', { name: 'Publish', exact: true });
const dialog = () => page.getByRole('dialog', { name: 'Publish your changes' });

describe('publishing from the studio', () => {
  test('edit a block heading, save, see it in plain words, commit it with a message, and keep it when the push fails', async () => {
    await page.getByRole('navigation', { name: 'Pages' }).getByText('/about', { exact: true }).click();
    await page.getByRole('button', { name: /^Block 2: Section/ }).click();
    await page.locator('#field-heading').fill(NEW_HEADING);

    // Unsaved: Publish says why it is not offered, and opens nothing.
    await poll(() => publishButton().getAttribute('aria-disabled')).toBe('true');
    // Playwright does not click an aria-disabled button; an editor can, and so can the keyboard.
    await publishButton().focus();
    await page.keyboard.press('Enter');
    await poll(() => page.locator('header [role="status"]').textContent()).toContain('Not yet: Save your changes first');
    expect(await dialog().isVisible()).toBe(false);

    const save = page.getByRole('button', { name: 'Save', exact: true });
    await poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await poll(() => page.locator('header [role="status"]').textContent()).toMatch(/^All changes saved/);
    expect(studio.diff()).toEqual([`-        heading: ${ABOUT.heading}`, `+        heading: ${NEW_HEADING}`]);

    await poll(() => publishButton().getAttribute('aria-disabled')).toBe(null);
    await publishButton().click();
    await poll(() => dialog().isVisible()).toBe(true);
    const changes = dialog().getByRole('list', { name: /What changed since you last published/ });
    await poll(() => changes.getByRole('listitem').allTextContents()).toEqual([
      `pages${ABOUT.title} › Section › Heading: “${ABOUT.heading}” → “${NEW_HEADING}”`,
    ]);
    await poll(() => dialog().getByText('Record what you changed, then send it to the shared copy of the site, where it is checked and published.').isVisible()).toBe(true);
    // The words of git only behind Details.
    const outsideDetails = () => dialog().evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('details').forEach((details) => details.remove());
      return copy.textContent ?? '';
    });
    expect(await outsideDetails()).not.toMatch(/\b(commits?|branch(es)?|origin|remote|git|push)\b|\.yaml/i);
    expect(describeViolations('publish dialog', await audit(page))).toEqual([]);

    // git knows no name here: the dialog asks (its first field has the focus), and a commit without a message is refused.
    await poll(() => page.evaluate(() => document.activeElement?.id)).toBe('publish-name');
    await dialog().getByRole('button', { name: 'Record changes' }).click();
    await poll(() => dialog().getByText('Write what you changed and why').isVisible()).toBe(true);
    await dialog().getByLabel('Your name').fill('Jane Editor');
    await dialog().getByLabel('Your email address').fill('jane@example.com');
    const message = 'About: a plainer mission heading';
    await dialog().getByLabel('Message').fill(message);
    const commits = Number(git('rev-list', '--count', 'HEAD'));
    await dialog().getByRole('button', { name: 'Record changes' }).click();
    await poll(() => dialog().getByRole('status').filter({ hasText: 'Recorded' }).textContent()).toMatch(/^Recorded: “About: a plainer mission heading”\./);
    await dialog().locator('details > summary').click();
    await poll(() => dialog().locator('details').textContent()).toMatch(/^DetailsOn branch \w+, last commit [0-9a-f]{7}\. Sends to “origin”.*Commit [0-9a-f]{7} on branch \w+: pages\.yaml\.$/);

    expect(Number(git('rev-list', '--count', 'HEAD'))).toBe(commits + 1);
    expect(git('log', '-1', '--format=%s%n%an <%ae>')).toBe(`${message}\nJane Editor <jane@example.com>`);
    expect(git('show', '--name-only', '--format=', 'HEAD')).toBe('pages.yaml');
    expect(git('status', '--porcelain', '--', 'pages.yaml', 'nav.yaml', 'public')).toBe('');

    await dialog().getByRole('button', { name: 'Send for publishing' }).click();
    await poll(() => dialog().getByRole('alert').textContent()).toMatch(/^Your changes are recorded on this computer; they were not sent because the shared copy of the site could not be reached/);
    await poll(() => dialog().getByText(/^git push to the remote “origin” \(http:\/\/127\.0\.0\.1:9\/site\.git\)/).isVisible()).toBe(true);
    expect(await outsideDetails()).not.toMatch(/\b(commits?|branch(es)?|origin|remote|git|push)\b|\.yaml/i);
    expect(git('log', '-1', '--format=%s')).toBe(message);
    await poll(() => dialog().getByRole('button', { name: 'Send again' }).isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await poll(() => dialog().isVisible()).toBe(false);
    await poll(() => page.locator('header [role="status"]').textContent()).toContain('Not sent: your recorded changes are kept on this computer');
  });

  test('someone else published first: their files are listed before anything is brought in; Cancel keeps the copy, "Bring these in" merges that list and sends', async () => {
    // The shared copy holds the site as it was before the editor's recorded change, and then someone else's change.
    const shared = join(gitHome, 'shared.git');
    const other = join(gitHome, 'other');
    const branch = git('symbolic-ref', '--short', 'HEAD');
    execFileSync('git', ['init', '-q', '--bare', shared]);
    git('remote', 'set-url', 'origin', shared);
    git('push', '-q', 'origin', `HEAD~1:refs/heads/${branch}`);
    execFileSync('git', ['clone', '-q', '-b', branch, shared, other]);
    const otherGit = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Sam Other', '-c', 'user.email=sam@example.com', ...args], { cwd: other, encoding: 'utf8' }).trim();
    writeFileSync(join(other, 'nav.yaml'), readFileSync(join(other, 'nav.yaml'), 'utf8').replace('label: Jobs', 'label: Careers'));
    mkdirSync(join(other, 'public/images'), { recursive: true });
    writeFileSync(join(other, 'public/images/solar.webp'), await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1B6F8A' } }).webp().toBuffer());
    otherGit('add', '-A');
    otherGit('commit', '-qm', 'Careers link and a solar picture');
    otherGit('push', '-q', 'origin', branch);
    const theirs = otherGit('rev-parse', 'HEAD');
    const ours = git('rev-parse', 'HEAD');
    const navBefore = studio.read('nav.yaml');

    await publishButton().click();
    await poll(() => dialog().getByText('1 recorded change has not been sent yet.').isVisible()).toBe(true);
    await dialog().getByRole('button', { name: 'Send for publishing' }).click();
    await poll(() => dialog().getByRole('alert').textContent()).toMatch(/they were not sent because someone else published changes first/);

    const bringIn = dialog().getByRole('button', { name: 'Bring in their changes' });
    const incoming = dialog().getByRole('list', { name: 'What others published meanwhile (2 files)' });
    const listed = [
      'nav.yaml (the menus and site settings) changed\nby Sam Other: “Careers link and a solar picture”',
      'public/images/solar.webp (a picture) added\nby Sam Other: “Careers link and a solar picture”',
    ];
    // The copy as it is before anything is brought in: its last commit, its files, the shared copy's last commit.
    const untouched = () => ({ head: git('rev-parse', 'HEAD'), status: git('status', '--porcelain', '--', 'pages.yaml', 'nav.yaml', 'public'), nav: studio.read('nav.yaml'), solar: existsSync(join(studio.root, 'public/images/solar.webp')), shared: execFileSync('git', ['rev-parse', branch], { cwd: shared, encoding: 'utf8' }).trim() });
    const before = untouched();
    expect(before).toEqual({ head: ours, status: '', nav: navBefore, solar: false, shared: theirs });

    await bringIn.click();
    await poll(() => incoming.getByRole('listitem').allInnerTexts()).toEqual(listed);
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby'))).toBe('incoming-title');
    expect(describeViolations('publish dialog, their changes listed', await audit(page))).toEqual([]);
    expect(untouched()).toEqual(before);

    // Cancel: back to where the push was refused, nothing brought in.
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await poll(() => incoming.isVisible()).toBe(false);
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Bring in their changes');
    expect(untouched()).toEqual(before);

    // Listed again and confirmed: exactly their commit is merged, checked and sent.
    await bringIn.click();
    await poll(() => incoming.getByRole('listitem').allInnerTexts()).toEqual(listed);
    await dialog().getByRole('button', { name: 'Bring these in' }).click();
    await poll(() => dialog().getByRole('status').filter({ hasText: 'Sent' }).textContent()).toBe('Sent: your changes are on the shared copy of the site, where they are checked and published.');
    expect(git('rev-parse', 'HEAD^1', 'HEAD^2').split('\n')).toEqual([ours, theirs]);
    expect(git('diff', '--name-status', ours, 'HEAD').split('\n')).toEqual(['M\tnav.yaml', 'A\tpublic/images/solar.webp']);
    expect(studio.read('nav.yaml')).toBe(navBefore.replace('label: Jobs', 'label: Careers'));
    expect(execFileSync('git', ['rev-parse', branch], { cwd: shared, encoding: 'utf8' }).trim()).toBe(git('rev-parse', 'HEAD'));
    expect(git('status', '--porcelain', '--', 'pages.yaml', 'nav.yaml', 'public')).toBe('');
  });
});
