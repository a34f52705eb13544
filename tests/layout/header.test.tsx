import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, site } from '../setup/renderApp';

const nav = site().nav;
// jsdom applies no media queries, so the desktop menu is display:none here and has no accessible names:
// it is queried through the DOM (the Chromium tests check it by role at real widths).
const desktopNav = () => document.querySelector<HTMLElement>(`header nav[aria-label="${nav.site.labels.mainNavigation}"]`)!;
const linkIn = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll('a')].find((link) => link.textContent === text);

describe('header from nav.yaml', () => {
  it('shows the logo link home and the top-level items in order', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: nav.site.labels.homeLink }).getAttribute('href')).toBe('/');
    const items = [...desktopNav().querySelectorAll(':scope > ul > li')].map((item) => item.querySelector('a, button')?.textContent);
    expect(items).toEqual(nav.header.items.map((item) => item.label));
    expect(linkIn(desktopNav(), 'Contact')?.getAttribute('href')).toBe('/contact');
  });

  it('marks the current page in the menu', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(linkIn(desktopNav(), 'About')?.getAttribute('aria-current')).toBe('page');
    expect(linkIn(desktopNav(), 'Home')?.getAttribute('aria-current')).toBeNull();
  });

  it('opens the Application panel with its three groups and the exact labels and paths; Escape closes it', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const trigger = desktopNav().querySelector('button')!;
    expect(trigger.textContent).toBe('Application');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    const groups = nav.header.items.find((item) => item.groups)!.groups!;
    expect(groups.map((group) => group.heading)).toEqual(['Solutions', 'Products', 'Services']);
    for (const group of groups) {
      const heading = [...panel.querySelectorAll('span[id]')].find((span) => span.textContent === group.heading)!;
      const list = panel.querySelector(`ul[aria-labelledby="${heading.id}"]`)!;
      const links = [...list.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual(group.links.map((link) => [link.label, link.to]));
    }
    expect(linkIn(panel, 'Aeration/oxygination technology')?.getAttribute('href')).toBe('/application/product/aeration');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('toggles the mobile menu with the hamburger, and Application and each group expand on tap', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const hamburger = screen.getByRole('button', { name: nav.site.labels.openMenu });
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    // The drawer is not in the page until the menu is first opened (its code loads on demand).
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    fireEvent.click(hamburger);
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    const drawer = await screen.findByRole('dialog', { name: nav.site.labels.mainNavigation }, { timeout: 5000 });
    expect(hamburger.getAttribute('aria-controls')).toBe(drawer.id);
    const application = within(drawer).getByRole('button', { name: 'Application' });
    const section = document.getElementById(application.getAttribute('aria-controls')!)!;
    expect(section.hidden).toBe(true);
    fireEvent.click(application);
    expect(section.hidden).toBe(false);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Products' }));
    expect(within(drawer).getByRole('link', { name: 'IFAS/Membrane' }).getAttribute('href')).toBe('/application/product/ifas');
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(hamburger);
  });
});
