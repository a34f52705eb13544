import { css } from 'styled-components';

/** A 48 px square button for an icon on the dark header (menu, close). */
export const iconButton = css`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.12); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focusOnInverse}; outline-offset: 2px; }
`;
