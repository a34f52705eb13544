import { describe, expect, it } from 'vitest';
import { describePlace } from '../../src/content/place';

const pages = {
  pages: [
    { path: '/', blocks: [{ type: 'hero', title: 'Home' }] },
    { path: '/careers', blocks: [{ type: 'hero' }, { type: 'card-grid', cards: [{ title: 'Operators' }, {}] }] },
  ],
  notFound: { blocks: [{ type: 'section' }] },
};

const nav = {
  site: { name: 'Wastely' },
  header: { items: [{ label: 'Home' }, { label: 'Application', groups: [{ heading: 'Solutions', links: [{ label: 'Aeration' }] }] }] },
  footer: { columns: [{ heading: 'Company', links: [{ label: 'About' }] }], socials: [{ network: 'facebook' }] },
};

describe('places named as an author sees them', () => {
  it('names a page by its path and a block by its number and type', () => {
    expect(describePlace(['pages', 1, 'blocks', 0, 'title'], pages)).toBe('page /careers › block 1 (hero) › title');
  });

  it('names list entries inside a block by number and their title', () => {
    expect(describePlace(['pages', 1, 'blocks', 1, 'cards', 0, 'text'], pages)).toBe(
      'page /careers › block 2 (card-grid) › card 1 (Operators) › text',
    );
    expect(describePlace(['pages', 1, 'blocks', 1, 'cards', 1], pages)).toBe('page /careers › block 2 (card-grid) › card 2');
  });

  it('counts pages when the path cannot be read', () => {
    expect(describePlace(['pages', 5, 'blocks'], pages)).toBe('page 6 › blocks');
    expect(describePlace(['pages', 0, 'blocks', 3], { pages: [{ path: '/', blocks: [] }] })).toBe('page / › block 4');
  });

  it('names a redirect by its addresses, never by its number', () => {
    const withRedirects = { ...pages, redirects: [{ from: '/careers', to: '/jobs' }, { from: '/old' }] };
    expect(describePlace(['redirects', 0, 'to'], withRedirects)).toBe('redirect /careers → /jobs › to');
    expect(describePlace(['redirects', 1], withRedirects)).toBe('redirect /old → (nowhere yet)');
  });

  it('names the not-found page and the whole file', () => {
    expect(describePlace(['notFound', 'blocks', 0, 'title'], pages)).toBe('the not-found page › block 1 (section) › title');
    expect(describePlace([], pages)).toBe('the whole file');
  });

  it('names menu entries by their labels', () => {
    expect(describePlace(['header', 'items', 1, 'groups', 0, 'links', 0, 'to'], nav)).toBe(
      'header › item 2 (Application) › group 1 (Solutions) › link 1 (Aeration) › to',
    );
    expect(describePlace(['footer', 'socials', 0, 'to'], nav)).toBe('footer › social link 1 (facebook) › to');
    expect(describePlace(['site', 'url'], nav)).toBe('site › url');
  });
});
