import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import type { Swiper as SwiperClass } from 'swiper/types';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';

type Choice = 'auto' | 'playing' | 'paused';

/**
 * Who decides whether an auto-playing carousel moves: it plays unless the visitor prefers reduced motion,
 * pressed pause, points at it or has keyboard focus inside it (WCAG 2.2.2). The pause/play button itself
 * does not count as focus inside, so pressing Play takes effect at once.
 */
export function useAutoplayControl(swiper: SwiperClass | null, isAutoplay: boolean) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<Choice>('auto');
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const isPlaying = isAutoplay && (choice === 'playing' || (choice === 'auto' && !reducedMotion));
  const isRunning = isPlaying && !isHovered && !hasFocus;

  useEffect(() => {
    if (!swiper || swiper.destroyed || !isAutoplay || !swiper.autoplay) return;
    if (isRunning) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, isAutoplay, isRunning]);

  const onFocusChange = (event: FocusEvent<HTMLElement>) => {
    const focused = event.type === 'blur' ? event.relatedTarget : event.target;
    const inside = focused instanceof Node && event.currentTarget.contains(focused);
    setHasFocus(inside && !toggleRef.current?.contains(focused as Node));
  };
  const onPointer = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') setIsHovered(event.type === 'pointerenter');
  };

  return {
    isPlaying,
    toggleRef,
    onToggle: () => setChoice(isPlaying ? 'paused' : 'playing'),
    regionHandlers: isAutoplay
      ? { onFocus: onFocusChange, onBlur: onFocusChange, onPointerEnter: onPointer, onPointerLeave: onPointer }
      : {},
  };
}
