// Issue 32, item 6: the site publishes the files of public/ its content uses, robots.txt and what site.publish.keep
// names; validate lists every other file as a notice (the check still passes), and a keep entry that matches nothing
// is a problem located at its line in nav.yaml.
import { describe, expect, it } from 'vitest';
import { checkSite } from '../../src/content/checkSite';
import { publishPlan } from '../../src/content/publish';
import { edit, existingFiles, fileSizes, navYaml, pagesYaml, positionOf } from '../fixtures/site';

const publicFiles = ['favicon.svg', 'images/logo.svg', 'images/hero.svg', 'images/old-plant.webp', 'documents/price-list.pdf', 'documents/terms.pdf', 'robots.txt'];

const withKeep = (keep: string[]) => edit(navYaml, '  favicon: /favicon.svg\n', `  favicon: /favicon.svg\n  publish:\n    keep:\n${keep.map((entry) => `      - ${entry}\n`).join('')}`);

function check(nav: string) {
  const listFolder = (folder: string) => [...existingFiles].filter((file) => file.startsWith(`${folder}/`)).map((file) => file.slice(folder.length + 1));
  return checkSite({ pagesText: pagesYaml, navText: nav, fileExists: (path) => existingFiles.has(path), listFolder, imageSize: (path) => fileSizes[path], publicFiles });
}

describe('what of public/ the site publishes', () => {
  it('publishes the pictures the content names, robots.txt and the kept files; leaves the rest behind', () => {
    const { content, problems } = check(withKeep(['documents/*.pdf']));
    expect(problems).toEqual([]);
    expect(publishPlan(content!, publicFiles)).toEqual({
      published: ['favicon.svg', 'images/logo.svg', 'images/hero.svg', 'documents/price-list.pdf', 'documents/terms.pdf', 'robots.txt'],
      unused: ['images/old-plant.webp'],
    });
  });

  it('keeps one named file, written with or without its leading /', () => {
    const { content } = check(withKeep(['/documents/terms.pdf']));
    expect(publishPlan(content!, publicFiles).unused).toEqual(['images/old-plant.webp', 'documents/price-list.pdf']);
  });
});

describe('validate: unused files are notices, a keep entry that matches nothing is a problem', () => {
  it('lists an unused file as a notice in plain words, and the check passes', () => {
    const { problems, notices } = check(withKeep(['documents/*.pdf']));
    expect(problems).toEqual([]);
    expect(notices).toEqual([
      {
        kind: 'unused-file',
        file: 'public/images/old-plant.webp',
        message: 'public/images/old-plant.webp is not used by any page and will not be published.',
        hint: 'Use it on a page, delete it, or add it to site.publish.keep in nav.yaml.',
      },
    ]);
  });

  it('locates a keep entry that matches no file, with the files of its folder as the fix', () => {
    const nav = withKeep(['documents/*.pdf', 'documents/pricelist.pdf']);
    const { problems, notices } = check(nav);
    const { line, col } = positionOf(nav, 'documents/pricelist.pdf');
    expect(problems).toEqual([
      expect.objectContaining({
        kind: 'missing-file',
        file: 'nav.yaml',
        line,
        col,
        path: 'site.publish.keep[1]',
        message: '`documents/pricelist.pdf` in site.publish.keep matches no file under public/',
        hint: 'correct the path (written from public/); files in public/documents/: price-list.pdf, terms.pdf; or remove the entry',
      }),
    ]);
    expect(notices).toEqual([]);
  });

  it('refuses a keep entry that leaves public/, at its line', () => {
    const nav = withKeep(['../secrets/*.pem']);
    const { problems } = check(nav);
    expect(problems).toEqual([expect.objectContaining({ file: 'nav.yaml', ...positionOf(nav, '../secrets'), path: 'site.publish.keep[0]', message: expect.stringContaining('must stay inside public/') })]);
  });
});
