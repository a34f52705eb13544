import { css } from 'styled-components';

export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * The keyboard focus outline: 3 px in the focus colour for light surfaces, or the one that stands out on the dark
 * header, footer and bands (`onInverse`). The offset moves it off (or, negative, inside) the element's edge.
 */
export const focusRing = ({ onInverse = false, offset = '2px' }: { onInverse?: boolean; offset?: string } = {}) => css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => (onInverse ? theme.colors.focusOnInverse : theme.colors.focus)};
    outline-offset: ${offset};
  }
`;

/** The space between the viewport's edge and a page column's content (the container's inline padding). */
export const containerPadding = 'clamp(1rem, 0.5rem + 2.5vw, 2rem)';

export const container = css`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${containerPadding};
`;

/** The white, bordered, lightly shadowed surface of cards and card-like slides. */
export const cardSurface = css`
  background: ${({ theme }) => theme.components.cardBg};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;
