// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import type { Block } from '../../src/blocks/registry';
import { loadBlocks } from '../../src/renderer/loadBlocks';
import type { PageData } from '../../src/renderer/pageData';
import { PageView } from '../../src/renderer/PageView';

const page = (blocks: unknown[], extra: Partial<PageData> = {}): PageData => ({ title: 'Test page', description: 'A page used by the renderer tests.', blocks: blocks as Block[], ...extra });

async function renderPage(data: PageData) {
  await loadBlocks(data.blocks.map((block) => block.type));
  return render(
    <AppProviders>
      <MemoryRouter>
        <PageView page={data} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('PageView', () => {
  it('renders blocks in order, the first heading as the only h1 and later ones as h2', async () => {
    await renderPage(
      page([
        { type: 'hero', title: 'Clean water', size: 'large' },
        { type: 'section', heading: 'First section', body: ['One.'], align: 'start' },
        { type: 'call-to-action', heading: 'Talk to us', actions: [{ label: 'Contact', to: '/contact', style: 'primary' }] },
      ]),
    );
    const headings = screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(headings).toEqual(['H1 Clean water', 'H2 First section', 'H2 Talk to us']);
  });

  it('gives each block its anchor as an id so in-page links can jump to it', async () => {
    await renderPage(page([{ type: 'hero', title: 'About', size: 'large' }, { type: 'section', anchor: 'Mission', heading: 'Mission', body: ['Text.'], align: 'start' }]));
    expect(document.getElementById('Mission')?.textContent).toContain('Mission');
  });

  it('contains a block that throws while rendering: the rest of the page still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderPage(
      page([
        { type: 'hero', title: 'Still here', size: 'large' },
        // Invalid data that slipped past validation makes the table throw while rendering.
        { type: 'table', caption: 'Broken', columns: ['A'], rows: null, rowHeaders: true },
        { type: 'section', heading: 'After the broken block', body: ['Text.'], align: 'start' },
      ]),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Still here');
    expect(screen.getByRole('heading', { name: 'After the broken block' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(error.mock.calls.some((call) => String(call[0]).includes('Block "table"'))).toBe(true);
    // In development the author sees, in place of the block, which one failed and why.
    expect(screen.getByRole('alert').textContent).toMatch(/^block 2 \(table\) {2}the block failed to render: .+/);
    error.mockRestore();
  });
});

// A long page opens with a menu of its sections (shown on phones by CSS), derived from the blocks' headings.
const section = (heading: string, anchor?: string) => ({ type: 'section', heading, body: ['Text.'], align: 'start', ...(anchor ? { anchor } : {}) });
const longPage = [
  { type: 'hero', title: 'Aeration', size: 'large' },
  section('Why aeration matters'),
  section('How it works', 'Process'),
  { type: 'section', body: ['A block without a heading is not a section of the menu.'], align: 'start' },
  section('What’s included?'),
  section('Why aeration matters'),
];

describe('the section menu of a long page', () => {
  it('lists every headed block after the hero, in order, each link leading to its block', async () => {
    await renderPage(page(longPage));
    const menu = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Why aeration matters', '#section-why-aeration-matters'],
      ['How it works', '#Process'],
      ['What’s included?', '#section-what-s-included'],
      ['Why aeration matters', '#section-why-aeration-matters-2'],
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1))!;
      expect(within(target).getByRole('heading', { level: 2 }).textContent).toBe(link.textContent);
    }
  });

  it('sits between the hero and the first section, folded (a <details>, no script)', async () => {
    await renderPage(page(longPage));
    const menu = screen.getByRole('navigation', { name: 'On this page' });
    expect(menu.previousElementSibling?.getAttribute('data-block')).toBe('hero');
    expect(menu.nextElementSibling?.getAttribute('data-block')).toBe('section');
    expect(menu.querySelector('details:not([open]) > summary')?.textContent).toBe('On this page');
  });

  it('is left out of a short page and of a page whose author turned it off', async () => {
    await renderPage(page(longPage.slice(0, 4)));
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
    document.body.innerHTML = '';
    await renderPage(page(longPage, { sectionMenu: false }));
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  });
});
