import { css } from 'styled-components';

/** The site's pill-shaped button: shared by link buttons, the form's submit and the map's load button. */
export const pillButton = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: 0.75rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  /* Narrower on a phone, so two buttons share a row (still well above the 44 px a finger needs). */
  ${({ theme }) => theme.media.phone} { min-height: 44px; padding: 0.5rem 1rem; font-size: 0.9375rem; }
`;

/** The primary button colours (the primary colour with white text). */
export const primaryFill = css`
  background: ${({ theme }) => theme.components.buttonPrimaryBg};
  color: ${({ theme }) => theme.components.buttonPrimaryText};
`;
