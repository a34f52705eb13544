import styled, { css } from 'styled-components';
import type { CarouselVariant } from './schema';

const layouts = {
  coverflow: css`
    .swiper { padding-block: ${({ theme }) => theme.space.md}; }
    .swiper-slide { width: min(320px, 82vw); }
    .swiper-initialized .swiper-slide { transition-property: transform, opacity; }
    /* On phones one value fills the width: a neighbour peeking in would show only cut-off words. */
    ${({ theme }) => theme.media.belowMd} {
      .swiper-slide { width: 100%; }
      .swiper-initialized .swiper-slide:not(.swiper-slide-active) { opacity: 0; }
    }
    /* Side slides overlap each other: only the centre slide shows its quote and the two beside it their letter and
       name. Slides further out would show as cards without their text (or cut at the edge), so they are not shown. */
    ${({ theme }) => theme.media.md} {
      .swiper-initialized .swiper-slide:not(.swiper-slide-active):not(.swiper-slide-prev):not(.swiper-slide-next) { opacity: 0; }
    }
    .swiper-initialized .swiper-slide:not(.swiper-slide-active) blockquote { opacity: 0; }
    .swiper-slide blockquote, .swiper-slide article > * { transition: opacity ${({ theme }) => theme.motion.base}; }
  `,
  testimonials: css`
    ${({ theme }) => theme.media.lg} {
      .swiper:not(.swiper-initialized) .swiper-slide { width: calc(50% - 16px); margin-right: 32px; }
    }
  `,
  autoplay: css``,
  gallery: css`
    max-width: 960px;
    margin-inline: auto;
  `,
};

/** The carousel region: Swiper's essential layout plus each variant's slide sizes. */
export const CarouselFrame = styled.div<{ $variant: CarouselVariant }>`
  /* Swiper's own layout rules, repeated so the prerendered page is laid out before Swiper's stylesheet arrives. */
  .swiper { position: relative; overflow: hidden; }
  /* Room for the cards' shadows; narrower than the gap between slides, so neighbours never peek in. */
  .swiper { margin-inline: -${({ theme }) => theme.space.md}; padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md}; }
  .swiper-wrapper { display: flex; box-sizing: content-box; }
  .swiper-slide { flex-shrink: 0; width: 100%; height: auto; }
  ${({ $variant }) => layouts[$variant]}
`;
