import { describe, expect, it } from 'vitest';
import { checkLinkTarget, linkOptions, type PageTarget } from '../../../../studio/app/linkPicker/linkTargets';

const pages: PageTarget[] = [
  { title: 'Home', path: '/', anchors: [] },
  { title: 'About', path: '/about', anchors: ['Mission', 'Values'] },
  { title: 'Contact', path: '/contact', anchors: ['Enquiry', 'Headquarters'] },
  { title: 'Equipment rental', path: '/application/service/rental', anchors: [] },
];
const inPage = { inMenu: false, currentPage: pages[1]! };
const inMenu = { inMenu: true };

describe('linkOptions', () => {
  it('lists every page by title and path when nothing is typed', () => {
    const { sections } = linkOptions('', pages, inMenu);
    expect(sections.map((section) => section.heading)).toEqual(['Pages']);
    expect(sections[0]!.options.map((option) => [option.title, option.detail])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Equipment rental', '/application/service/rental'],
    ]);
  });

  it('matches titles and paths, paths that start with the words first', () => {
    expect(linkOptions('rent', pages, inMenu).sections[0]!.options.map((option) => option.value)).toEqual(['/application/service/rental']);
    expect(linkOptions('/c', pages, inMenu).sections[0]!.options.map((option) => option.value)).toEqual(['/contact']);
  });

  it('offers the parts of a chosen page first, then the other pages that match', () => {
    const { sections } = linkOptions('/about', pages, inMenu);
    expect(sections.map((section) => section.heading)).toEqual(['Parts of “About”']);
    expect(sections[0]!.options.map((option) => option.value)).toEqual(['/about', '/about#Mission', '/about#Values']);
    const home = linkOptions('/', pages, inMenu).sections;
    expect(home.map((section) => section.heading)).toEqual(['Pages']);
  });

  it('names the block each part is on, when known', () => {
    const about = { ...pages[1]!, anchorBlocks: { Mission: 'Section “Our mission”', Values: 'Card grid “Our values”' } };
    const options = linkOptions('/about', [pages[0]!, about], inMenu).sections[0]!.options;
    expect(options.map((option) => option.detail)).toEqual(['Top of the page · /about', 'Section “Our mission” · on About', 'Card grid “Our values” · on About']);
  });

  it('narrows the parts by what follows the #', () => {
    expect(linkOptions('/contact#head', pages, inMenu).sections[0]!.options.map((option) => option.value)).toEqual(['/contact', '/contact#Headquarters']);
  });

  it('offers the parts of the current page for #, but not in a menu', () => {
    expect(linkOptions('#', pages, inPage).sections[0]!.options.map((option) => option.value)).toEqual(['#Mission', '#Values']);
    expect(linkOptions('#', pages, inMenu).sections).toEqual([]);
  });

  it('offers nothing while an address of another site is typed', () => {
    expect(linkOptions('https://example.com', pages, inMenu).sections).toEqual([]);
    expect(linkOptions('mailto:a@example.com', pages, inMenu).sections).toEqual([]);
  });

  it('says how many more pages match beyond the limit', () => {
    const many = Array.from({ length: 80 }, (_, index) => ({ title: `Page ${index}`, path: `/page-${index}`, anchors: [] }));
    const { sections, more } = linkOptions('page', many, inMenu, 60);
    expect(sections[0]!.options).toHaveLength(60);
    expect(more).toBe(20);
  });
});

describe('checkLinkTarget', () => {
  it('confirms a page by its title', () => {
    expect(checkLinkTarget('/about', pages, inMenu)).toEqual({ tone: 'ok', message: 'Links to “About”.' });
    expect(checkLinkTarget('/about#Values', pages, inMenu)).toEqual({ tone: 'ok', message: 'Links to “About”, at the part #Values.' });
  });

  it('flags a mistyped path with the nearest existing one as the fix', () => {
    expect(checkLinkTarget('/abot', pages, inMenu)).toEqual({ tone: 'error', message: 'No page has the address /abot. The nearest is “About”.', fix: '/about' });
    expect(checkLinkTarget('/application/service/rentl', pages, inMenu)).toMatchObject({ fix: '/application/service/rental' });
  });

  it('keeps the anchor in the fix when the nearest page has it', () => {
    expect(checkLinkTarget('/abut#Mission', pages, inMenu)).toMatchObject({ fix: '/about#Mission' });
  });

  it('asks for the exact spelling when only upper and lower case differ', () => {
    expect(checkLinkTarget('/About', pages, inMenu)).toEqual({ tone: 'error', message: 'Spell the address exactly as the page does: /about (upper and lower case count).', fix: '/about' });
  });

  it('says so when no page is near', () => {
    expect(checkLinkTarget('/completely/elsewhere', pages, inMenu)).toEqual({ tone: 'error', message: 'No page has the address /completely/elsewhere. Choose a page from the list, or add the page first.' });
  });

  it('flags a missing part with the nearest one, a trailing # with the page itself', () => {
    expect(checkLinkTarget('/about#Misson', pages, inMenu)).toEqual({ tone: 'error', message: '“About” has no part named #Misson.', fix: '/about#Mission' });
    expect(checkLinkTarget('/about#', pages, inMenu)).toEqual({ tone: 'error', message: 'The link ends with # but names no part of “About”.', fix: '/about' });
    expect(checkLinkTarget('/contact#Nowhere', pages, inMenu)).toEqual({
      tone: 'error',
      message: '“Contact” has no part named #Nowhere. Its parts: #Enquiry, #Headquarters.',
      fix: '/contact',
    });
  });

  it('checks #part against the page the link is on, and refuses it in a menu', () => {
    expect(checkLinkTarget('#Values', pages, inPage)).toEqual({ tone: 'ok', message: 'Jumps to the part #Values of this page.' });
    expect(checkLinkTarget('#Valeus', pages, inPage)).toMatchObject({ tone: 'error', fix: '#Values' });
    expect(checkLinkTarget('#Values', pages, inMenu)).toMatchObject({ tone: 'error', message: expect.stringContaining('write the page before the #') });
  });

  it('accepts addresses of other sites, email and phone, and refuses unsafe ones with the reason', () => {
    expect(checkLinkTarget('https://www.example.com/jobs', pages, inMenu).tone).toBe('ok');
    expect(checkLinkTarget('mailto:enquiries@example.com', pages, inMenu)).toEqual({ tone: 'ok', message: 'Opens an email to enquiries@example.com.' });
    expect(checkLinkTarget('tel:+15550100', pages, inMenu)).toEqual({ tone: 'ok', message: 'Calls +15550100.' });
    expect(checkLinkTarget('javascript:alert(1)', pages, inMenu)).toMatchObject({ tone: 'error', message: expect.stringContaining('`javascript:` links are not allowed') });
    expect(checkLinkTarget('', pages, inMenu)).toEqual({ tone: 'none' });
  });
});
