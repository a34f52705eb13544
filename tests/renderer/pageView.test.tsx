import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import type { Block } from '../../src/blocks/schemas';
import { loadBlocks } from '../../src/renderer/loadBlocks';
import type { PageData } from '../../src/renderer/pageData';
import { PageView } from '../../src/renderer/PageView';

const page = (blocks: unknown[]): PageData => ({ title: 'Test page', description: 'A page used by the renderer tests.', blocks: blocks as Block[] });

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
