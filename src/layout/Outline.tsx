import { useLocation } from 'react-router-dom';
import { createGlobalStyle } from 'styled-components';

/** Frames every block and labels it with its source line and type, e.g. `pages.yaml:212 hero`. */
const OutlineStyle = createGlobalStyle`
  [data-block] {
    position: relative;
  }
  /* The frame is drawn over the block (a block's own background would hide an outline). */
  [data-block]::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 20;
    border: 2px dashed ${({ theme }) => theme.colors.danger};
    pointer-events: none;
  }
  [data-block]::before {
    content: attr(data-source) " " attr(data-block);
    position: absolute;
    top: 0;
    left: 0;
    z-index: 21; /* above block backgrounds, controls and the frame, below the sticky header */
    padding: 0.125rem 0.5rem;
    font: 600 0.75rem/1.5 ui-monospace, SFMono-Regular, Menlo, monospace;
    color: ${({ theme }) => theme.colors.onInverse};
    background: ${({ theme }) => theme.colors.danger};
    pointer-events: none;
  }
`;

/**
 * Development only (mounted behind `import.meta.env.DEV`): with `?outline` in the address, every block shows
 * where it comes from, so an author can go from what they see to the line to edit. Only a global style is added:
 * the page's own markup is unchanged.
 */
export function Outline() {
  const { search } = useLocation();
  return new URLSearchParams(search).has('outline') ? <OutlineStyle /> : null;
}
