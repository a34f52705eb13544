// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, site } from '../../setup/renderApp';

const nav = site().nav;
// jsdom applies no media queries, so the desktop menu is display:none here and has no accessible names:
// it is queried through the DOM (the Chromium tests check it by role at real widths).
const desktopNav = () => document.querySelector<HTMLElement>(`header nav[aria-label="${nav.site.labels.mainNavigation}"]`)!;
const linkIn = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll('a')].find((link) => link.textContent === text);

// Each test renders a whole page in jsdom: seconds on a busy 2-core runner.
describe('header from nav.yaml', { timeout: 60_000 }, () => {
  it('shows the logo link home and the top-level items in order', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    expect(screen.getByRole('link', { name: nav.site.labels.homeLink }).getAttribute('href')).toBe('/');
    const items = [...desktopNav().querySelectorAll(':scope > ul > li')].map((item) => item.querySelector('a, button')?.textContent);
    expect(items).toEqual(nav.header.items.map((item) => item.label));
    expect(linkIn(desktopNav(), 'Contact')?.getAttribute('href')).toBe('/contact');
  });

  it('marks the current page in the menu', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    expect(linkIn(desktopNav(), 'About')?.getAttribute('aria-current')).toBe('page');
    expect(linkIn(desktopNav(), 'Home')?.getAttribute('aria-current')).toBeNull();
  });

  it('makes the Application panel a popover of its trigger, with its three groups and the exact labels and paths', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    const trigger = desktopNav().querySelector('button')!;
    expect(trigger.textContent).toBe('Application');
    // The browser opens and closes it (jsdom has no popovers: the Chromium tests check the behaviour).
    const panel = document.getElementById(trigger.getAttribute('popovertarget')!)!;
    expect(panel.getAttribute('popover')).toBe('auto');
    expect(trigger.getAttribute('aria-controls')).toBe(panel.id);
    const groups = nav.header.items.find((item) => item.groups)!.groups!;
    expect(groups.map((group) => group.heading)).toEqual(['Solutions', 'Products', 'Services']);
    for (const group of groups) {
      const heading = [...panel.querySelectorAll('span[id]')].find((span) => span.textContent === group.heading)!;
      const list = panel.querySelector(`ul[aria-labelledby="${heading.id}"]`)!;
      // Each entry: its label, then its one line of description (part of the link, so the whole row is clickable).
      const links = [...list.querySelectorAll('a')].map((link) => [link.firstChild?.textContent, link.querySelector('span')?.textContent, link.getAttribute('href')]);
      expect(links).toEqual(group.links.map((link) => [link.label, link.description, link.to]));
      expect(group.links.every((link) => link.description)).toBe(true);
    }
    const aeration = [...panel.querySelectorAll('a')].find((link) => link.firstChild?.textContent === 'Aeration/oxygination technology');
    expect(aeration?.getAttribute('href')).toBe('/application/product/aeration');
  });

  it('opens the phone menu, a modal dialog, with an invoker command; Application and each group are <details>', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    const hamburger = screen.getByRole('button', { name: nav.site.labels.openMenu });
    const drawer = document.getElementById(hamburger.getAttribute('commandfor')!)!;
    expect(drawer.tagName).toBe('DIALOG');
    expect(hamburger.getAttribute('command')).toBe('show-modal');
    expect(drawer.getAttribute('aria-label')).toBe(nav.site.labels.mainNavigation);
    const close = within(drawer).getByRole('button', { name: nav.site.labels.closeMenu, hidden: true });
    expect([close.getAttribute('commandfor'), close.getAttribute('command')]).toEqual([drawer.id, 'close']);
    const sections = [...drawer.querySelectorAll('details > summary')].map((summary) => summary.textContent);
    expect(sections).toEqual(['Application', 'Solutions', 'Products', 'Services']);
    // Application starts open, so each group opens with one tap from the menu; the groups start closed.
    expect([...drawer.querySelectorAll('details')].map((details) => details.open)).toEqual([true, false, false, false]);
    const products = [...drawer.querySelectorAll('details')].find((details) => details.querySelector(':scope > summary')!.textContent === 'Products')!;
    expect(linkIn(products, 'IFAS/Membrane')?.getAttribute('href')).toBe('/application/product/ifas');
  });

  it("ends the phone menu with the header's button item and a call link to the number in nav.yaml", async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    const hamburger = screen.getByRole('button', { name: nav.site.labels.openMenu });
    const drawer = document.getElementById(hamburger.getAttribute('commandfor')!)!;
    const button = nav.header.items.find((item) => item.button)!;
    const links = [...drawer.querySelectorAll('a')];
    const [action, call] = links.slice(-2);
    expect([action?.textContent, action?.getAttribute('href')]).toEqual([button.label, button.to]);
    expect(call?.textContent).toBe(`${nav.header.phone!.label} ${nav.header.phone!.number}`);
    expect(call?.getAttribute('href')).toBe('tel:+15550100');
  });
});
