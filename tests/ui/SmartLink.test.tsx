// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SmartLink } from '../../src/ui/SmartLink';

const renderLink = (to: string | undefined) =>
  render(
    <MemoryRouter>
      <SmartLink to={to} placeholderNote="coming soon">Blog</SmartLink>
    </MemoryRouter>,
  );

describe('SmartLink', () => {
  it('without a destination is plain text, not a link', () => {
    renderLink(undefined);
    expect(screen.queryByRole('link')).toBeNull();
    const text = screen.getByText('Blog', { exact: false });
    expect(text.getAttribute('title')).toBe('coming soon');
    // The note is read out too, not only offered as a tooltip.
    expect(text.textContent).toBe('Blog (coming soon)');
  });

  it('to a page path is a plain link (moving there is an ordinary page load), rendered without any router', () => {
    render(<SmartLink to="/about">Blog</SmartLink>);
    const link = screen.getByRole('link', { name: 'Blog' });
    expect(link.getAttribute('href')).toBe('/about');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('to another site opens in a new tab with rel="noopener"', () => {
    renderLink('https://blog.example.com/');
    const link = screen.getByRole('link', { name: 'Blog' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('to an anchor or a mailto: address stays in the same tab', () => {
    renderLink('mailto:info@example.com');
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('target')).toBeNull();
  });
});
