import styled, { css } from 'styled-components';

/** A dark band with a picture under the brand's overlay gradient (hero and banner). */
export const overlayBand = css`
  position: relative;
  display: flex;
  align-items: center;
  isolation: isolate;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.onInverse};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: ${({ theme }) => theme.components.heroOverlay};
  }
`;

/** Holds the background picture of an overlay band, under the gradient. */
export const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  z-index: -2;
  img { width: 100%; height: 100%; object-fit: cover; }
`;
