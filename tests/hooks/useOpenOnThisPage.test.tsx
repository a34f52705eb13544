import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useOpenOnThisPage } from '../../src/hooks/useOpenOnThisPage';

function Menu() {
  const [isOpen, setIsOpen] = useOpenOnThisPage();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" aria-expanded={isOpen} onClick={() => setIsOpen((open) => !open)}>Menu</button>
      <button type="button" onClick={() => setIsOpen(true)}>Open</button>
      <button type="button" onClick={() => void navigate('/other')}>Elsewhere</button>
    </>
  );
}

const menu = () => screen.getByRole('button', { name: 'Menu' });

describe('useOpenOnThisPage', () => {
  it('opens and toggles, closes when the visitor moves to another page, and opens again there', async () => {
    const router = createMemoryRouter([{ path: '*', Component: Menu }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu());
    expect(menu().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(menu());
    expect(menu().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(menu().getAttribute('aria-expanded')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Elsewhere' })));
    expect(router.state.location.pathname).toBe('/other');
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu());
    expect(menu().getAttribute('aria-expanded')).toBe('true');
  });
});
