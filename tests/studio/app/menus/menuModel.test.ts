import { describe, expect, it } from 'vitest';
import { entryContaining, entryName, kindOfEntry } from '../../../../studio/app/menus/menuModel';
import type { Problem } from '../../../../src/content/problems';
import { problemsIn, sectionOfNavPath, settingsSections } from '../../../../studio/app/settings/settingsSections';

const nav = {
  header: { items: [{ label: 'Home', to: '/' }, { label: 'Application', groups: [{ heading: 'Services', links: [{ label: 'O&M', to: '/om' }] }] }] },
  footer: { columns: [{ heading: 'Company', links: [{ label: 'Blog' }] }] },
};

describe('menu entries in nav.yaml', () => {
  it('knows each kind of entry by its path', () => {
    expect(kindOfEntry(['header', 'items', 0])).toBe('item');
    expect(kindOfEntry(['header', 'items', 1, 'groups', 0])).toBe('group');
    expect(kindOfEntry(['header', 'items', 1, 'groups', 0, 'links', 0])).toBe('link');
    expect(kindOfEntry(['footer', 'columns', 0])).toBe('column');
    expect(kindOfEntry(['footer', 'columns', 0, 'links', 0])).toBe('link');
    expect(kindOfEntry(['footer', 'socials', 0])).toBeUndefined();
    expect(kindOfEntry(['site', 'name'])).toBeUndefined();
  });

  it('finds the entry a problem is in', () => {
    expect(entryContaining(['footer', 'columns', 0, 'links', 0, 'to'])).toEqual(['footer', 'columns', 0, 'links', 0]);
    expect(entryContaining(['header', 'items', 1, 'groups', 0, 'heading'])).toEqual(['header', 'items', 1, 'groups', 0]);
    expect(entryContaining(['site', 'tagline'])).toBeUndefined();
  });

  it('names entries as the editor sees them, with where they are', () => {
    expect(entryName(nav, ['header', 'items', 0])).toBe('header menu item “Home”');
    expect(entryName(nav, ['header', 'items', 1, 'groups', 0, 'links', 0])).toBe('link “O&M” in dropdown group “Services” in header menu item “Application”');
    expect(entryName(nav, ['footer', 'columns', 0, 'links', 0])).toBe('link “Blog” in footer column “Company”');
  });

  it('opens a settings problem in the section that shows its field', () => {
    expect(sectionOfNavPath(['site', 'tagline'])).toBe('footer');
    expect(sectionOfNavPath(['site', 'name'])).toBe('company');
    expect(sectionOfNavPath(['site', 'labels', 'comingSoon'])).toBe('wording');
    expect(sectionOfNavPath(['site', 'theme', 'colors', 'accent'])).toBe('theme');
    expect(sectionOfNavPath(['footer', 'socials', 2, 'to'])).toBe('footer');
    expect(sectionOfNavPath(['header', 'items', 0])).toBeUndefined();
  });
});

describe('site settings sections', () => {
  const pages = [
    { path: '/contact', title: 'Contact', blocks: [{ type: 'hero' }, { type: 'contact-form', aside: { heading: 'Get in touch' } }, { type: 'contact-info', heading: 'Headquarters' }] },
  ];
  const sections = settingsSections(pages);
  const problem = (file: 'nav.yaml' | 'pages.yaml', path: string) => ({ file, path, kind: 'invalid-value', message: 'wrong' }) as unknown as Problem;

  it('lists the company, the colours, the footer, every block with contact details where it lives, and the wording', () => {
    expect(sections.map((section) => [section.id, section.title])).toEqual([
      ['company', 'Company'],
      ['theme', 'Colours and font'],
      ['footer', 'Footer and social profiles'],
      ['contact-0-1-aside', 'Get in touch'],
      ['contact-0-2', 'Headquarters'],
      ['redirects', 'Redirects (old addresses)'],
      ['wording', 'Site wording'],
    ]);
    expect(sections[3]!.forms[0]!.basePath).toEqual(['pages', 0, 'blocks', 1, 'aside']);
  });

  it('counts the problems of the fields each section shows', () => {
    const problems = [
      problem('nav.yaml', 'site.tagline'),
      problem('nav.yaml', 'footer.socials[1].to'),
      problem('pages.yaml', 'pages[0].blocks[2].email.address'),
      problem('nav.yaml', 'footer.columns[0].heading'),
      problem('pages.yaml', 'redirects[0].to'),
      problem('nav.yaml', 'site.theme.colors.accent'),
    ];
    expect(sections.map((section) => problemsIn(section, problems))).toEqual([0, 1, 2, 0, 1, 1, 0]);
  });
});
