// A long page opens with a menu of its sections (shown on phones by CSS), derived from the blocks' headings.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import type { Block } from '../../src/blocks/schemas';
import { loadBlocks } from '../../src/renderer/loadBlocks';
import type { PageData } from '../../src/renderer/pageData';
import { PageView } from '../../src/renderer/PageView';

const section = (heading: string, anchor?: string) => ({ type: 'section', heading, body: ['Text.'], align: 'start', ...(anchor ? { anchor } : {}) });
const page = (blocks: unknown[], extra: Partial<PageData> = {}): PageData => ({ title: 'Test page', description: 'A page used by the section menu tests.', blocks: blocks as Block[], ...extra });
const longPage = [
  { type: 'hero', title: 'Aeration', size: 'large' },
  section('Why aeration matters'),
  section('How it works', 'Process'),
  { type: 'section', body: ['A block without a heading is not a section of the menu.'], align: 'start' },
  section('What’s included?'),
  section('Why aeration matters'),
];

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
