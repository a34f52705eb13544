// The hero's first-screen layouts (schema.ts, `layout`): one per kind of page, so a home page, a place, a product, a
// service and a contact page each open differently. Every colour is a theme token; the drawing is always shown
// whole at its own aspect ratio (never cropped), beside the text from 1024 px and below it on smaller screens.
import styled, { css } from 'styled-components';
import { container, containerPadding } from '../../theme/mixins';
import type { HeroBlock } from './schema';

type Layout = HeroBlock['layout'];

/** Which layouts set their text on the dark primary colour (white text, 4.5:1 and more) and which on a light surface. */
export const toneOf: Record<Layout, 'dark' | 'light'> = { split: 'dark', scene: 'dark', wide: 'light', product: 'light', service: 'dark', compact: 'dark' };

// The least height of each size; 72px is the sticky header's height (theme.layout.headerHeight), written out because the token import costs bytes on every route.
const minHeights = { full: 'calc(100svh - 72px)', large: '500px', medium: '360px' };

/** The left edge of the page column, as padding of a full-width box: the drawing then runs on to the screen's edge. */
const columnStart = `max(${containerPadding}, calc((100% - 1200px) / 2 + ${containerPadding}))`;

/** On a phone the drawing fills the screen's width under the text, standing on the band's bottom edge. */
const fullWidthOnPhones = css`
  ${({ theme }) => theme.media.belowMd} {
    padding-block-end: 0;
    & > div > :last-child { margin-inline: calc(-1 * ${containerPadding}); }
  }
`;

/** The drawing runs out of the page column to the screen's right edge and down to the band's bottom edge. */
const bleeding = css`
  padding-block-end: 0;
  ${({ theme }) => theme.media.lg} {
    align-items: stretch;
    & > div { max-width: none; padding-inline: ${columnStart} 0; }
    & > div > :first-child { align-self: center; padding-block-end: clamp(2.5rem, 1.5rem + 4vw, 5rem); }
    & > div > :last-child { align-self: end; }
  }
  ${fullWidthOnPhones}
`;

const looks: Record<Layout, ReturnType<typeof css>> = {
  // Text beside the drawing in a raised frame, on the dark band (every site's look before layouts existed).
  split: css`
    [data-frame] { border-radius: ${({ theme }) => theme.radii.lg}; box-shadow: ${({ theme }) => theme.shadows.raised}; max-width: 560px; }
  `,
  // The home page: the scene is as large as the band allows, unframed, running from the text to the screen's edge.
  scene: css`
    ${({ theme }) => theme.media.lg} {
      padding-block: clamp(2rem, 1rem + 2vw, 3rem);
      & > div { max-width: none; padding-inline: ${columnStart} 0; grid-template-columns: minmax(0, 29rem) minmax(0, 1fr); }
      [data-frame] { border-start-start-radius: ${({ theme }) => theme.radii.lg}; border-end-start-radius: ${({ theme }) => theme.radii.lg}; }
    }
    ${fullWidthOnPhones}
  `,
  // A place (a town, a farm, a lake): the drawing's own sky is the band, so the scene spreads across it.
  wide: css`
    ${bleeding}
    background: ${({ theme }) => theme.colors.surfaceAlt};
    ${({ theme }) => theme.media.lg} {
      & > div { grid-template-columns: minmax(0, 1fr) minmax(0, 1.35fr); }
      /* The drawing's left edge fades into the sky of the band instead of ending in a seam. */
      [data-frame] { mask-image: linear-gradient(to right, transparent, #000 14%); }
    }
  `,
  // A product: the equipment on a light surface, like a datasheet, with its key figures as chips.
  product: css`
    background: ${({ theme }) => theme.colors.band};
    [data-frame] {
      max-width: 560px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.lg};
      box-shadow: ${({ theme }) => theme.shadows.card};
    }
  `,
  // A service: the text and its call to action on the dark band, the team at work on a light panel beside it.
  service: css`
    padding-block: 0;
    & > div > :first-child { padding-block: clamp(2.5rem, 1.5rem + 4vw, 5rem); }
    & > div { padding-inline-end: 0; max-width: none; padding-inline-start: ${columnStart}; }
    & > div > :last-child {
      align-self: stretch;
      display: grid;
      place-items: center;
      padding: clamp(1rem, 0.5rem + 2vw, 2.5rem);
      background: ${({ theme }) => theme.colors.band};
    }
    [data-frame] { max-width: 560px; border-radius: ${({ theme }) => theme.radii.md}; }
    ${({ theme }) => theme.media.belowMd} {
      padding-block: 0;
      & > div { padding-inline-start: 0; gap: 0; }
      & > div > :first-child { padding: ${({ theme }) => theme.space.lg} ${containerPadding}; }
      & > div > :last-child { padding: 0; }
    }
  `,
  // A short band, so what the page is for (a form) starts on the first screen; a small drawing at its end.
  compact: css`
    min-height: 0;
    padding-block: clamp(1.5rem, 1rem + 1.5vw, 2rem);
    h1 + div, h2 + div { margin-block: ${({ theme }) => theme.space.md}; }
    ${({ theme }) => theme.media.lg} {
      & > div { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); }
      [data-frame] { width: fit-content; margin-inline-start: auto; border-radius: ${({ theme }) => theme.radii.lg}; }
      [data-frame] img { width: auto; max-height: 15rem; }
    }
    p { max-width: none; }
    /* On a phone the drawing gives way to what the page is for: the headline, the Call and Email buttons and the
       form's first field share the first screen. */
    ${({ theme }) => theme.media.phone} {
      padding-block: ${({ theme }) => theme.space.md};
      & > div > :last-child { display: none; }
    }
  `,
};

export const Root = styled.section<{ $size: HeroBlock['size']; $layout: Layout }>`
  display: flex;
  align-items: center;
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.onInverse};
  padding-block: clamp(2.5rem, 1.5rem + 4vw, 5rem);
  h1, h2 { color: inherit; max-width: 20ch; }
  &[data-tone='light'] { color: ${({ theme }) => theme.colors.text}; h1, h2 { color: ${({ theme }) => theme.colors.heading}; } }
  min-height: ${({ $size }) => minHeights[$size]};
  /* On a phone the hero is a first look, not a full screen. */
  ${({ theme }) => theme.media.phone} {
    padding-block: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    min-height: 0;
    & > div { gap: ${({ theme }) => theme.space.lg}; }
  }
  /* Where the call to action comes first, right under the headline, the tagline keeps its distance from it. */
  h1 + div, h2 + div { margin-block: ${({ theme }) => theme.space.lg}; }
  ${({ theme }) => theme.media.phone} { h1 + div, h2 + div { margin-block: ${({ theme }) => theme.space.md}; } }
  ${({ $layout }) => looks[$layout]}
`;

export const Layout = styled.div`
  ${container}
  display: grid;
  gap: 2.5rem;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.05fr 1fr;
    align-items: center;
  }
`;

export const Copy = styled.div``;

/** The drawing's column; its frame holds the picture and, over it, the video and its pause button. */
export const Art = styled.div`
  min-width: 0;
  & > div { position: relative; overflow: hidden; }
  img { display: block; width: 100%; height: auto; }
`;
