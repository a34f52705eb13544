import { describe, expect, it } from 'vitest';
import { checkSite } from '../../../src/content/checkSite';
import { publicFileExists, publicFolderFiles } from '../../../src/content/loadSite';
import { findLinksTo, findPage, linksToUpdate, renameEdits, retarget } from '../../../studio/links';
import { exampleRoot } from '../../fixtures/exampleSite';
import { applied, exampleSite, fixture, siteOf } from './helpers';

describe('retarget', () => {
  it('keeps the anchor, a trailing # and nothing else', () => {
    expect(retarget('/a', '/b')).toBe('/b');
    expect(retarget('/a#x', '/b')).toBe('/b#x');
    expect(retarget('/a#', '/b')).toBe('/b#');
    expect(retarget('/A/', '/b')).toBe('/b');
  });
});

describe('renameEdits', () => {
  const texts = fixture();
  const site = siteOf(texts);

  it("changes the page's path and every link to it, in both files, and only those lines", () => {
    const { pages, nav } = applied(texts, renameEdits(site, 1, '/services/equipment-rental'));
    expect(pages).toEqual([
      '-            to: /services/rental   # the hero\'s own button',
      '+            to: /services/equipment-rental   # the hero\'s own button',
      '-            link: { label: Prices, to: "/services/rental#prices" }',
      '+            link: { label: Prices, to: "/services/equipment-rental#prices" }',
      '-  - path: /services/rental',
      '+  - path: /services/equipment-rental',
      '-            to: /services/rental#',
      '+            to: /services/equipment-rental#',
      '-            to: /Services/Rental/',
      '+            to: /services/equipment-rental',
      '-          to: /services/rental',
      '+          to: /services/equipment-rental',
    ]);
    expect(nav).toEqual([
      '-              to: /services/rental # in the menu',
      '+              to: /services/equipment-rental # in the menu',
      '-      to: /services/rental#prices',
      '+      to: /services/equipment-rental#prices',
      '-          to: /services/rental',
      '+          to: /services/equipment-rental',
      '-          to: /services/rental#terms',
      '+          to: /services/equipment-rental#terms',
    ]);
  });

  it('leaves anchors alone as they are, and after the rename every link leads to the new path', () => {
    const { after } = applied(texts, renameEdits(site, 1, '/services/equipment-rental'));
    const renamed = siteOf(after);
    expect(after['pages.yaml']).toContain("to: '#terms'");
    const index = findPage(renamed, '/services/equipment-rental');
    expect(index).toBe(1);
    expect(findLinksTo(renamed, index)).toHaveLength(findLinksTo(site, 1).length);
    expect(findPage(renamed, '/services/rental')).toBe(-1);
  });

  it('lists the links it will change before the change (anchors alone need none)', () => {
    expect(linksToUpdate(site, 1).map((link) => link.to)).not.toContain('#terms');
    expect(linksToUpdate(site, 1)).toHaveLength(9);
  });

  it('renames /join on a real site: exact diff of both files, the link inside the page kept, and the site still validates', () => {
    const real = exampleSite();
    const site = siteOf(real);
    const index = findPage(site, '/join');
    const changes = renameEdits(site, index, '/join-us');
    expect(changes.map((change) => change.file)).toEqual(['pages.yaml', 'nav.yaml']);
    const { after, pages, nav } = applied(real, changes);
    expect(pages).toEqual([
      '-            to: /join',
      '+            to: /join-us',
      '-            to: /join',
      '+            to: /join-us',
      '-            to: /join',
      '+            to: /join-us',
      '-            to: /join',
      '+            to: /join-us',
      '-  - path: /join',
      '+  - path: /join-us',
      '-            to: /join',
      '+            to: /join-us',
    ]);
    expect(nav).toEqual(['-      to: /join', '+      to: /join-us', '-          to: /join', '+          to: /join-us']);
    const result = checkSite({ pagesText: after['pages.yaml'], navText: after['nav.yaml'], fileExists: publicFileExists(exampleRoot), listFolder: publicFolderFiles(exampleRoot) });
    expect(result.problems).toEqual([]);
  });
});
