import { describe, expect, it } from 'vitest';
import {
  addMenuLinkEdits,
  createPageEdits,
  deletePageEdits,
  findPage,
  incomingLinks,
  menuPlaces,
  relatedLinkEdits,
  removeLinkEdits,
  repointLinkEdits,
  suggestMenuPlace,
  waitingEntryFor,
  waitingEntryLinkEdits,
  type FileEdits,
} from '../../../studio/links';
import { replaceOnce } from '../../fixtures/project';
import { applied, exampleSite, fixture, siteOf, type Texts } from './helpers';

const texts = fixture();
const site = siteOf(texts);
const careers = { path: '/careers', title: 'Careers', description: 'Jobs at the test company: what we offer, who we look for and how to apply.' };

describe('creating a page', () => {
  it('adds the page at the end of the list, above the not-found page, starting with a hero titled like the page', () => {
    const { pages, nav } = applied(texts, createPageEdits(site, careers));
    expect(nav).toEqual([]);
    expect(pages.filter((line) => line !== '+')).toEqual([
      '+  - path: /careers',
      '+    title: Careers',
      // A colon followed by a space would end a plain value: the writer quotes it.
      `+    description: "${careers.description}"`,
      '+    blocks:',
      '+      - type: hero',
      '+        title: Careers',
    ]);
  });

  it('lists the header groups and footer columns a page can be added to, and adds a link at the end of one', () => {
    expect(menuPlaces(site).map((place) => place.label)).toEqual(['Header menu › Services › Services', 'Footer › Company', 'Footer › Legal']);
    const company = menuPlaces(site).find((place) => place.label === 'Footer › Company')!;
    const { nav, after } = applied(texts, [...createPageEdits(site, careers), ...addMenuLinkEdits(company, 'Careers', '/careers')]);
    expect(nav).toEqual(['+        - label: Careers', '+          to: /careers']);
    const created = siteOf(after);
    expect(incomingLinks(created, findPage(created, '/careers')).map((link) => link.place)).toEqual(['Footer, “Company” column, “Careers” link']);
  });

  it('links it from a related page with a button where one fits, or says why it cannot', () => {
    const treatment = relatedLinkEdits(site, 2, 'Careers', '/careers');
    expect(treatment).toMatchObject({ where: 'a button under block 1 (hero)' });
    const { pages } = applied(texts, (treatment as { edits: FileEdits[] }).edits);
    expect(pages).toEqual(['+        actions:', '+          - label: Careers', '+            to: /careers']);
    const rental = relatedLinkEdits(site, 1, 'Careers', '/careers');
    expect(rental).toMatchObject({ where: 'a button after the 2 buttons of block 2 (section)' });
    expect(applied(texts, (rental as { edits: FileEdits[] }).edits).pages).toEqual(['+          - label: Careers', '+            to: /careers']);
  });
});

describe('linking a new page from a menu entry waiting for it', () => {
  const placeOf = (site: ReturnType<typeof siteOf>, label: string) => menuPlaces(site).find((place) => place.label === label)!;

  it("turns a real footer's coming-soon “Annual report” into the link to a new page holding its words: one added line", () => {
    const real = exampleSite();
    const site = siteOf(real);
    const coop = placeOf(site, 'Footer › The co-op');
    const report = waitingEntryFor(site, coop, 'Our annual report');
    expect(report).toEqual({ index: 2, label: 'Annual report', linkText: 'Annual report' });
    const { nav, after } = applied(real, waitingEntryLinkEdits(coop, report!, report!.linkText, '/annual-report'));
    expect(nav).toEqual(['+          to: /annual-report']);
    expect(after['nav.yaml']).toContain('        - label: Annual report\n          to: /annual-report\n    - heading: Take part');
    // Entries that already lead somewhere are not offered, nor are waiting entries of another meaning.
    expect(waitingEntryFor(site, coop, 'How it works')).toBeUndefined();
    expect(waitingEntryFor(site, coop, 'Laboratory')).toBeUndefined();
    expect(waitingEntryFor(site, placeOf(site, 'Footer › Take part'), 'Volunteer with us')).toMatchObject({ index: 2, label: 'Volunteer' });
  });

  it('offers a waiting entry named differently for the same thing: “Jobs” for a Careers page, “Privacy” for a privacy policy', () => {
    // The small site's footer with the entries a company footer often has before their pages exist.
    let navText = replaceOnce(texts['nav.yaml'], '          to: /services/rental\n    - heading: Legal', '          to: /services/rental\n        - label: Jobs\n    - heading: Legal');
    navText = replaceOnce(navText, '          to: /services/rental#terms\n', '          to: /services/rental#terms\n        - label: Privacy\n');
    const waiting = { ...texts, 'nav.yaml': navText };
    const site = siteOf(waiting);
    const company = placeOf(site, 'Footer › Company');
    const jobs = waitingEntryFor(site, company, 'Careers');
    expect(jobs).toEqual({ index: 2, label: 'Jobs', linkText: 'Jobs' });
    const { nav, after } = applied(waiting, waitingEntryLinkEdits(company, jobs!, jobs!.linkText, '/careers'));
    expect(nav).toEqual(['+          to: /careers']);
    expect(after['nav.yaml']).toContain('        - label: Jobs\n          to: /careers\n    - heading: Legal');
    expect(waitingEntryFor(site, company, 'Home')).toBeUndefined();
    expect(waitingEntryFor(site, company, 'Laboratory')).toBeUndefined();
    expect(waitingEntryFor(site, placeOf(site, 'Footer › Legal'), 'Privacy policy')).toMatchObject({ index: 1, label: 'Privacy' });
  });

  const waiting: Texts = {
    'pages.yaml': texts['pages.yaml'],
    'nav.yaml': texts['nav.yaml']
      .replace('            - label: Rental\n              to: /services/rental # in the menu\n', '            - label: Rental\n              to: /services/rental # in the menu\n            - label: Lab tests – coming soon # asked for by sales\n')
      .replace('        - label: Rental\n          to: /services/rental\n', '        - label: Rental\n          to: /services/rental\n        - label: "Careers (coming soon)"\n        - label: Blog\n'),
  };
  const site = siteOf(waiting);

  it('drops a coming-soon note typed into the label, keeping its quotes and its neighbours', () => {
    const company = placeOf(site, 'Footer › Company');
    const careers = waitingEntryFor(site, company, 'careers');
    expect(careers).toEqual({ index: 2, label: 'Careers (coming soon)', linkText: 'Careers' });
    expect(applied(waiting, waitingEntryLinkEdits(company, careers!, careers!.linkText, '/careers')).nav).toEqual([
      '-        - label: "Careers (coming soon)"',
      '+        - label: "Careers"',
      '+          to: /careers',
    ]);
    // The editor's own link text replaces the label.
    expect(applied(waiting, waitingEntryLinkEdits(company, careers!, 'Open positions', '/jobs')).nav).toEqual([
      '-        - label: "Careers (coming soon)"',
      '+        - label: "Open positions"',
      '+          to: /jobs',
    ]);
  });

  it('finds the entry in a header group by a label that holds the title, and keeps the line comment', () => {
    const services = placeOf(site, 'Header menu › Services › Services');
    const lab = waitingEntryFor(site, services, 'Lab');
    expect(lab).toEqual({ index: 2, label: 'Lab tests – coming soon', linkText: 'Lab tests' });
    expect(applied(waiting, waitingEntryLinkEdits(services, lab!, lab!.linkText, '/services/lab')).nav).toEqual([
      '-            - label: Lab tests – coming soon # asked for by sales',
      '+            - label: Lab tests # asked for by sales',
      '+              to: /services/lab',
    ]);
  });
});

describe('deleting a page', () => {
  it('is refused while anything outside the page links to it, with the list of those links', () => {
    const result = deletePageEdits(site, 1);
    expect('refused' in result && result.refused.map((link) => link.place)).toEqual([
      'Home page, block 1 (hero), button 1 “Rent equipment”, link',
      'Home page, block 2 (card grid), card 2 “Rental”, link',
      'Treatment page, block 2 (related), tile 1 “Rental”, link',
      'Page not found, block 1 (hero), button 1 “Rental”, link',
      'Header menu, “Services” dropdown, “Services” group, “Rental” link',
      'Header menu, “Rental now” item',
      'Footer, “Company” column, “Rental” link',
      'Footer, “Legal” column, “Terms” link',
    ]);
  });

  it('removes each link the way its place allows, then deletes the page', () => {
    let current: Texts = texts;
    const effects: string[] = [];
    for (;;) {
      const links = incomingLinks(siteOf(current), 1);
      if (!links.length) break;
      const { edits, effect } = removeLinkEdits(siteOf(current), links[0]!);
      effects.push(`${links[0]!.place}: ${effect}`);
      current = applied(current, edits).after;
    }
    expect(effects).toEqual([
      'Home page, block 1 (hero), button 1 “Rent equipment”, link: removes the button with its link',
      'Home page, block 2 (card grid), card 2 “Rental”, link: removes the link; the card stays',
      'Treatment page, block 2 (related), tile 1 “Rental”, link: removes the tile with its link; the block then needs another tile (or delete the block)',
      'Page not found, block 1 (hero), button 1 “Rental”, link: removes the button with its link',
      'Header menu, “Services” dropdown, “Services” group, “Rental” link: takes the entry out of the menu',
      'Header menu, “Rental now” item: takes the entry out of the menu',
      'Footer, “Company” column, “Rental” link: takes the entry out of the menu',
      'Footer, “Legal” column, “Terms” link: keeps the entry as text marked “coming soon”',
    ]);
    const result = deletePageEdits(siteOf(current), 1);
    expect('edits' in result).toBe(true);
    const after = applied(current, (result as { edits: FileEdits[] }).edits).after;
    expect(after['pages.yaml']).not.toContain('path: /services/rental');
    expect(after['pages.yaml']).toContain('# A small site for the link tests');
    expect(findPage(siteOf(after), '/services/treatment')).toBe(1);
  });

  it("keeps a card whose link is optional, without the link", () => {
    const links = incomingLinks(site, 2);
    const card = links.find((link) => link.place.startsWith('Home page, block 2'))!;
    const { edits, effect } = removeLinkEdits(site, card);
    expect(effect).toBe('removes the link; the card stays');
    expect(applied(texts, edits).pages).toEqual(['-            link:', '-              label: Read more', '-              to: /services/treatment']);
  });

  it('points a link at another page instead, dropping the anchor', () => {
    const link = incomingLinks(site, 1).find((entry) => entry.to === '/services/rental#prices' && entry.file === 'nav.yaml')!;
    const { nav } = applied(texts, repointLinkEdits(link, '/services/treatment'));
    expect(nav).toEqual(['-      to: /services/rental#prices', '+      to: /services/treatment']);
  });
});

describe('suggestMenuPlace', () => {
  it('suggests the menu group or footer column that holds the pages of the same folder', () => {
    const places = menuPlaces(site);
    expect(suggestMenuPlace(site, '/careers', places)?.label).toBe('Footer › Company');
    expect(suggestMenuPlace(site, '/services/laboratory', places)?.label).toBe('Header menu › Services › Services');
  });
});
