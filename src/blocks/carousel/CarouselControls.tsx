import { useEffect, useState, type Ref } from 'react';
import styled from 'styled-components';
import type { Swiper as SwiperClass } from 'swiper/types';
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
/**
 * Whether one 44 px bullet per slide fits beside the round buttons on the narrowest phone. When they do not, a phone
 * shows the position as a counter ("3 / 9") instead: a second row of bullets read as a second carousel, and smaller
 * bullets would be too small for a finger.
 */
export const bulletsFitPhone = (count: number, buttons: number) => count * TOUCH_BULLET <= NARROWEST_ROW - buttons * 52;

/**
 * Swiper fills this with one <button> per slide; each bullet is a 24 x 24 px target around a small dot (44 x 44 px on
 * touch screens and phones, in as many rows as the width needs). Their width is reserved before Swiper starts, so the
 * arrows do not move under the visitor's pointer when it does.
 */
const Bullets = styled.div<{ $count: number; $buttons: number }>`
  display: flex;
  flex-wrap: nowrap;
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
  /* Too many for one row of a phone: the counter beside them shows the position instead (from 768 px up a row holds a
     dozen). */
  ${({ theme }) => theme.media.belowMd} {
    ${({ $count, $buttons }) => (bulletsFitPhone($count, $buttons) ? '' : 'display: none;')}
  }
`;

/* The position as "3 / 9", for phones whose row cannot hold the bullets. Its width is that of the longest position,
   so the arrows beside it never move. */
const Counter = styled.p<{ $digits: number }>`
  display: none;
  margin: 0;
  min-width: ${({ $digits }) => 2 * $digits + 2}ch;
  text-align: center;
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.heading};
  [data-tone='dark'] & { color: ${({ theme }) => theme.colors.onInverse}; }
  ${({ theme }) => theme.media.belowMd} { display: block; }
`;

/** Follows the carousel's current slide once Swiper runs; before that (and without script) the first slide shows. */
function Position({ swiper, count }: { swiper: SwiperClass | null; count: number }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!swiper) return;
    const follow = () => setIndex(swiper.realIndex);
    follow();
    swiper.on('realIndexChange', follow);
    return () => {
      swiper.off('realIndexChange', follow);
    };
  }, [swiper]);
  // Hidden from screen readers: each slide is already announced with its own "3 / 9".
  return <Counter $digits={String(count).length} aria-hidden="true">{`${index + 1} / ${count}`}</Counter>;
}

type Autoplay = { isPlaying: boolean; onToggle: () => void; toggleRef: Ref<HTMLButtonElement> };

type CarouselControlsProps = {
  /** Swiper React places elements with this slot inside its container, after the slides. */
  slot: 'container-end';
  prevRef: Ref<HTMLButtonElement>;
  nextRef: Ref<HTMLButtonElement>;
  paginationRef: Ref<HTMLDivElement>;
  /** The number of slides, one bullet each. */
  count: number;
  /** The running Swiper, followed by the phone's counter. */
  swiper: SwiperClass | null;
  autoplay?: Autoplay | undefined;
};

/** For auto-playing carousels the pause/play button, then previous, the slide bullets (or on a phone, where they do not
 * fit one row, the counter) and next. */
export function CarouselControls({ prevRef, nextRef, paginationRef, count, swiper, autoplay }: CarouselControlsProps) {
  const labels = useSiteLabels();
  const buttons = autoplay ? 3 : 2;
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
      <Bullets ref={paginationRef} $count={count} $buttons={buttons} />
      {!bulletsFitPhone(count, buttons) && <Position swiper={swiper} count={count} />}
      <ControlButton ref={nextRef} type="button" aria-label={labels.nextSlide}>
        <Icon name="chevron-right" size={22} strokeWidth={2} />
      </ControlButton>
    </Bar>
  );
}
