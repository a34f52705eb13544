import { describe, expect, it } from 'vitest';
import { findLinksTo, findPage, incomingLinks, isLinked } from '../../../studio/links';
import { exampleSite, fixture, siteOf } from './helpers';

const site = siteOf(fixture());
const RENTAL = 1;

describe('findLinksTo', () => {
  it('finds every link to a page in pages.yaml and nav.yaml, with its anchor and its place in plain words', () => {
    const links = findLinksTo(site, RENTAL).map(({ file, path, to, anchor, insidePage, place }) => ({ file, path: path.join('.'), to, anchor, insidePage, place }));
    expect(links).toEqual([
      { file: 'pages.yaml', path: 'pages.0.blocks.0.actions.0.to', to: '/services/rental', anchor: undefined, insidePage: false, place: 'Home page, block 1 (hero), button 1 “Rent equipment”, link' },
      { file: 'pages.yaml', path: 'pages.0.blocks.1.cards.1.link.to', to: '/services/rental#prices', anchor: 'prices', insidePage: false, place: 'Home page, block 2 (card grid), card 2 “Rental”, link' },
      { file: 'pages.yaml', path: 'pages.1.blocks.1.actions.0.to', to: '#terms', anchor: 'terms', insidePage: true, place: 'Equipment rental page, block 2 (section), button 1 “Jump to the terms”, link' },
      { file: 'pages.yaml', path: 'pages.1.blocks.1.actions.1.to', to: '/services/rental#', anchor: '', insidePage: true, place: 'Equipment rental page, block 2 (section), button 2 “Back to the top of rental”, link' },
      { file: 'pages.yaml', path: 'pages.2.blocks.1.tiles.0.to', to: '/Services/Rental/', anchor: undefined, insidePage: false, place: 'Treatment page, block 2 (related), tile 1 “Rental”, link' },
      { file: 'pages.yaml', path: 'notFound.blocks.0.actions.0.to', to: '/services/rental', anchor: undefined, insidePage: false, place: 'Page not found, block 1 (hero), button 1 “Rental”, link' },
      { file: 'nav.yaml', path: 'header.items.1.groups.0.links.1.to', to: '/services/rental', anchor: undefined, insidePage: false, place: 'Header menu, “Services” dropdown, “Services” group, “Rental” link' },
      { file: 'nav.yaml', path: 'header.items.2.to', to: '/services/rental#prices', anchor: 'prices', insidePage: false, place: 'Header menu, “Rental now” item' },
      { file: 'nav.yaml', path: 'footer.columns.0.links.1.to', to: '/services/rental', anchor: undefined, insidePage: false, place: 'Footer, “Company” column, “Rental” link' },
      { file: 'nav.yaml', path: 'footer.columns.1.links.0.to', to: '/services/rental#terms', anchor: 'terms', insidePage: false, place: 'Footer, “Legal” column, “Terms” link' },
    ]);
  });

  it('counts an anchor alone only on its own page, and other pages by their own path', () => {
    expect(findLinksTo(site, 2).map((link) => link.to)).toEqual(['/services/treatment', '/services/treatment']);
    expect(findLinksTo(site, 0).map((link) => link.to)).toEqual(['/', '/']);
  });

  it('matches paths as the router does: upper and lower case and a trailing slash ignored', () => {
    expect(findPage(site, '/SERVICES/rental/')).toBe(RENTAL);
    expect(findPage(site, '/services/rent')).toBe(-1);
  });

  it('keeps apart the links that keep a page reachable from those inside the page itself', () => {
    expect(incomingLinks(site, RENTAL).map((link) => link.to)).not.toContain('#terms');
    expect(incomingLinks(site, RENTAL)).toHaveLength(8);
    expect(isLinked(site, RENTAL)).toBe(true);
  });

  it('finds the links to /join on a real site: five from other pages, one inside the page itself, two in the menus', () => {
    const real = siteOf(exampleSite());
    const links = findLinksTo(real, findPage(real, '/join'));
    expect(links.map((link) => [link.file, link.to, link.insidePage, link.place])).toEqual([
      ['pages.yaml', '/join', false, 'Home page, block 1 (hero), button 1 “Join or get a quote”, link'],
      ['pages.yaml', '/join', false, 'Home page, block 5 (call to action), button 1 “Ask for a roof survey”, link'],
      ['pages.yaml', '/join', false, 'How it works page, block 3 (section), aside, action, link'],
      ['pages.yaml', '/join', false, 'Our projects page, block 4 (call to action), button 1 “Suggest a roof”, link'],
      ['pages.yaml', '#Enquiry', true, 'Join or get a quote page, block 1 (hero), button 1 “Go to the form”, link'],
      ['pages.yaml', '/join', false, 'Contact page, block 3 (section), button 1 “Send us a form instead”, link'],
      ['nav.yaml', '/join', false, 'Header menu, “Join or get a quote” item'],
      ['nav.yaml', '/join', false, 'Footer, “Take part” column, “Join or get a quote” link'],
    ]);
  });
});
