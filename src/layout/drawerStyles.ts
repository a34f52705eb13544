import { css } from 'styled-components';
import { focusRing } from '../theme/mixins';

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
  &:hover { background: ${({ theme }) => theme.colors.washOnInverseFaint}; color: inherit; }
  &[aria-current='page'] { color: ${({ theme }) => theme.colors.accentOnInverse}; }
  ${focusRing({ onInverse: true, offset: '-3px' })}
`;

/**
 * A header item marked `button: true`, the site's main call to action: filled in the accent colour (white text on it
 * is checked with the theme's contrast), in the header bar and, as a full-width pill, in the phone menu.
 */
export const callToAction = css`
  background: ${({ theme }) => theme.components.buttonSecondaryBg};
  color: ${({ theme }) => theme.components.buttonSecondaryText};
  border-radius: ${({ theme }) => theme.radii.pill};
  &:hover, &[aria-current='page'] { background: ${({ theme }) => theme.components.buttonSecondaryHoverBg}; color: ${({ theme }) => theme.components.buttonSecondaryText}; }
`;
