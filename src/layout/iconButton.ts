import { css } from 'styled-components';
import { focusRing } from '../theme/mixins';

/** A 48 px square button for an icon on the dark header (menu, close). */
export const iconButton = css`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  /* A full tap target even in a crowded header row (a long site name and a header button on a phone). */
  flex-shrink: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.washOnInverse}; }
  ${focusRing({ onInverse: true })}
`;
