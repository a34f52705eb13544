// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, site } from '../../setup/renderApp';

const nav = site().nav;

// Each test renders a whole page in jsdom: seconds on a busy 2-core runner.
describe('footer from nav.yaml', { timeout: 60_000 }, () => {
  it('shows the four columns with their links in order, the tagline and the copyright line', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    const footer = screen.getByRole('contentinfo');
    const columns = within(footer).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(columns).toEqual(['Solutions', 'Services', 'Company', 'Legal']);
    expect(nav.footer.columns[0]!.links).toHaveLength(5);
    expect(nav.footer.columns[1]!.links).toHaveLength(4);
    expect(within(footer).getByText(nav.site.tagline)).toBeTruthy();
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Wastely. All rights reserved.`);
    for (const column of nav.footer.columns) {
      for (const link of column.links.filter((item) => item.to)) {
        expect(within(footer).getAllByRole('link', { name: link.label }).some((element) => element.getAttribute('href') === link.to)).toBe(true);
      }
    }
  });

  it('shows placeholder links as text that does not pretend to navigate', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    const footer = screen.getByRole('contentinfo');
    for (const label of ['Blog', 'Jobs', 'Claim', 'Privacy', 'Terms']) {
      expect(within(footer).queryByRole('link', { name: label })).toBeNull();
      const text = within(footer).getByText(label, { exact: false });
      expect(text.getAttribute('title')).toBe(nav.site.labels.comingSoon);
      expect(text.textContent).toBe(`${label} (${nav.site.labels.comingSoon})`);
    }
  });

  it('shows the five social icons with accessible names; without a profile they are not links', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    const footer = screen.getByRole('contentinfo');
    for (const name of ['Facebook', 'Instagram', 'Twitter', 'GitHub', 'Dribbble']) {
      expect(within(footer).getByText(`Wastely on ${name} (${nav.site.labels.comingSoon})`)).toBeTruthy();
    }
    expect(within(footer).queryAllByRole('link', { name: /Wastely on/ })).toHaveLength(0);
  });
});
