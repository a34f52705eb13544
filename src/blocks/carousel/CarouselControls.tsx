import type { Ref } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons/Icon';
import { useSiteLabels } from '../../shared/SiteLabels';
import { RoundButton } from '../../ui/RoundButton';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.touch} { gap: ${({ theme }) => theme.space.sm}; }
`;

/** Swiper marks the arrows disabled at the ends (without loop) and locked when every slide fits. */
const ControlButton = styled(RoundButton)`
  &.swiper-button-disabled { opacity: 0.45; cursor: default; }
  &.swiper-button-lock { display: none; }
`;

const BULLET = 24;
const BULLET_GAP = 2;
/** A bullet under a finger: 44 x 44 px (the size the menu button and the arrows have everywhere). */
const TOUCH_BULLET = 44;
/** The row the bullets share with the round buttons (44 px, 8 px apart) on the narrowest phone laid out (360 px). */
const NARROWEST_ROW = 328;
/** The rows of 44 px bullets the narrowest phone needs: reserved before Swiper starts, so nothing below them moves. */
const touchRows = (count: number, buttons: number) => Math.ceil(count / Math.floor((NARROWEST_ROW - buttons * 52) / TOUCH_BULLET));

/**
 * Swiper fills this with one <button> per slide; each bullet is a 24 x 24 px target around a small dot (44 x 44 px on
 * touch screens and phones, in as many rows as the width needs). Their width is reserved before Swiper starts, so the
 * arrows do not move under the visitor's pointer when it does.
 */
const Bullets = styled.div<{ $count: number; $buttons: number }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${BULLET_GAP}px;
  min-width: min(100%, ${({ $count }) => $count * BULLET + ($count - 1) * BULLET_GAP}px);
  min-height: ${BULLET}px;
  .swiper-pagination-bullet {
    display: inline-grid;
    place-items: center;
    width: ${BULLET}px;
    height: ${BULLET}px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    cursor: pointer;
    &::before {
      content: '';
      width: 10px;
      height: 10px;
      border-radius: ${({ theme }) => theme.radii.pill};
      background: ${({ theme }) => theme.colors.textMuted};
      transition: width ${({ theme }) => theme.motion.fast}, background ${({ theme }) => theme.motion.fast};
    }
    &:hover::before { background: ${({ theme }) => theme.colors.link}; }
  }
  .swiper-pagination-bullet-active::before {
    width: 18px;
    background: ${({ theme }) => theme.colors.link};
  }
  [data-tone='dark'] & .swiper-pagination-bullet::before { background: ${({ theme }) => theme.colors.onInverse}; opacity: 0.6; }
  [data-tone='dark'] & .swiper-pagination-bullet-active::before { background: ${({ theme }) => theme.colors.accentOnInverse}; opacity: 1; }
  &.swiper-pagination-lock { display: none; }
  ${({ theme }) => theme.media.touch} {
    gap: 0;
    /* What the round buttons beside them leave of the row (they are 44 px, 8 px apart). */
    min-width: min(100% - ${({ $buttons }) => $buttons * 52}px, ${({ $count }) => $count * TOUCH_BULLET}px);
    min-height: ${TOUCH_BULLET}px;
    align-content: center;
    .swiper-pagination-bullet { width: ${TOUCH_BULLET}px; height: ${TOUCH_BULLET}px; }
  }
  /* A phone may need more than one row of them (from 768 px up a row holds a dozen). */
  ${({ theme }) => theme.media.belowMd} { min-height: ${({ $count, $buttons }) => touchRows($count, $buttons) * TOUCH_BULLET}px; }
`;

type Autoplay = { isPlaying: boolean; onToggle: () => void; toggleRef: Ref<HTMLButtonElement> };

type CarouselControlsProps = {
  /** Swiper React places elements with this slot inside its container, after the slides. */
  slot: 'container-end';
  prevRef: Ref<HTMLButtonElement>;
  nextRef: Ref<HTMLButtonElement>;
  paginationRef: Ref<HTMLDivElement>;
  /** The number of slides, one bullet each. */
  count: number;
  autoplay?: Autoplay | undefined;
};

/** For auto-playing carousels the pause/play button, then previous, the slide bullets and next. */
export function CarouselControls({ prevRef, nextRef, paginationRef, count, autoplay }: CarouselControlsProps) {
  const labels = useSiteLabels();
  return (
    <Bar>
      {/* The pause control comes first, so keyboard users reach it before anything else in the carousel. */}
      {autoplay && (
        <ControlButton ref={autoplay.toggleRef} type="button" onClick={autoplay.onToggle} aria-label={autoplay.isPlaying ? labels.pauseMotion : labels.playMotion}>
          {autoplay.isPlaying ? <Icon name="pause" size={20} strokeWidth={2} /> : <Icon name="play" size={20} strokeWidth={2} />}
        </ControlButton>
      )}
      <ControlButton ref={prevRef} type="button" aria-label={labels.previousSlide}>
        <Icon name="chevron-left" size={22} strokeWidth={2} />
      </ControlButton>
      <Bullets ref={paginationRef} $count={count} $buttons={autoplay ? 3 : 2} />
      <ControlButton ref={nextRef} type="button" aria-label={labels.nextSlide}>
        <Icon name="chevron-right" size={22} strokeWidth={2} />
      </ControlButton>
    </Bar>
  );
}
