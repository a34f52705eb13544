// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createRoutes, createRoutesFor } from '../../src/app/routes';
import { renderApp, site } from '../setup/renderApp';

// Whatever content is in place: its pages, its not-found page and its interface words.
const { pages: { pages, notFound }, nav } = site();
const h1In = (blocks: readonly unknown[]) => {
  const first = blocks[0] as { title?: string; heading?: string };
  return first.title ?? first.heading;
};
const h1Of = (path: string) => h1In(pages.find((page) => page.path === path)!.blocks);
const second = pages[1]!.path;
/** A path written otherwise: each letter in the other case (lower case for a header's "Solution"), with a trailing slash. */
const respelled = (path: string) => `${[...path].map((char) => (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase())).join('')}/`;

// Each test renders a whole page in jsdom: seconds on a busy 2-core runner.
describe('routing from pages.yaml', { timeout: 60_000 }, () => {
  it('renders each page at its exact path', async () => {
    renderApp(second);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 })).toHaveProperty('textContent', h1Of(second));
  });

  it('matches paths case-insensitively and with a trailing slash (the header spelling)', async () => {
    const path = pages.find((page) => /[A-Z]/.test(page.path))?.path ?? second;
    renderApp(respelled(path));
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 })).toHaveProperty('textContent', h1Of(path));
  });

  it('renders the not-found page with a way home for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 })).toHaveProperty('textContent', h1In(notFound.blocks));
    expect(screen.getAllByRole('link').filter((link) => link.closest('main') && link.getAttribute('href') === '/').length).toBeGreaterThan(0);
  });

  it('shows the router error screen inside the site layout with the status text', async () => {
    const failing = createRoutes([
      {
        path: 'broken',
        loader: () => {
          throw new Response('', { status: 405, statusText: 'Method Not Allowed' });
        },
      },
    ]);
    renderApp('/broken', failing);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 })).toHaveProperty('textContent', nav.site.labels.errorTitle);
    expect(screen.getByText('405 Method Not Allowed')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows the error screen when a page fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = createRoutes([{ path: 'crash', lazy: async () => { throw new Error('chunk failed to load'); } }]);
    renderApp('/crash', failing);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 })).toHaveProperty('textContent', nav.site.labels.errorTitle);
    expect(screen.getByText('chunk failed to load')).toBeTruthy();
    error.mockRestore();
  });

  it("renders a page from its own route table as from the whole table, however its address is spelled", async () => {
    const path = pages.find((page) => /[A-Z]/.test(page.path))?.path ?? second;
    const own = createRoutesFor(respelled(path));
    // The site layout holding that page alone and the not-found page.
    expect(own?.[0]?.children).toHaveLength(2);
    renderApp(respelled(path), own);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 })).toHaveProperty('textContent', h1Of(path));
  });

  it('has no own route table for an address that is no page', () => {
    expect(createRoutesFor('/no/such/page')).toBeUndefined();
  });
});
