import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../src/app/routes';
import { renderApp, site } from '../setup/renderApp';

const pages = site().pages.pages;
const h1Of = (path: string) => {
  const first = pages.find((page) => page.path === path)!.blocks[0]! as { title?: string; heading?: string };
  return first.title ?? first.heading;
};

describe('routing from pages.yaml', () => {
  it('renders each page at its exact path', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveProperty('textContent', h1Of('/about'));
  });

  it('matches paths case-insensitively and with a trailing slash (the header spelling)', async () => {
    renderApp('/application/solution/waste_water_treatment/');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveProperty('textContent', h1Of('/application/Solution/waste_water_treatment'));
  });

  it('renders the not-found page with a way home for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveProperty('textContent', 'Oops! The page you are looking for could not be found.');
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
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
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveProperty('textContent', 'Unexpected Application Error!');
    expect(screen.getByText('405 Method Not Allowed')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows the error screen when a page fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = createRoutes([{ path: 'crash', lazy: async () => { throw new Error('chunk failed to load'); } }]);
    renderApp('/crash', failing);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveProperty('textContent', 'Unexpected Application Error!');
    expect(screen.getByText('chunk failed to load')).toBeTruthy();
    error.mockRestore();
  });
});
