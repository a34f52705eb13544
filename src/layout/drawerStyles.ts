import { css } from 'styled-components';

/** A full-width row in the mobile menu (links and section toggles). */
export const drawerLink = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 48px;
  padding: 0.5rem 1.25rem;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.08); color: inherit; }
  &[aria-current='page'] { color: ${({ theme }) => theme.colors.accentOnInverse}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focusOnInverse}; outline-offset: -3px; }
`;
