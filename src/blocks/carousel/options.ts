// Swiper settings per carousel variant, kept apart from the component so the customer's fixed timings and effect
// settings are tested on their own.
import { A11y, Autoplay, EffectCoverflow, EffectFade, Keyboard, Navigation, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import { breakpoints } from '../../theme/tokens';
import type { CarouselVariant } from './schema';

/** Transition length in ms when motion is welcome (Swiper's own default is 300). */
const SPEED = 300;

const variants: Record<CarouselVariant, SwiperOptions> = {
  coverflow: {
    modules: [EffectCoverflow],
    effect: 'coverflow',
    coverflowEffect: { rotate: 0, stretch: 0, depth: 100, modifier: 2.5, slideShadows: false },
    loop: true,
    slidesPerView: 'auto',
    centeredSlides: true,
    grabCursor: true,
  },
  testimonials: {
    loop: true,
    slidesPerView: 1,
    spaceBetween: 24,
    breakpoints: { [breakpoints.lg]: { slidesPerView: 2, spaceBetween: 32 } },
  },
  autoplay: {
    modules: [Autoplay],
    // Started, paused and stopped by useAutoplayControl (hover, focus, the pause button, reduced motion).
    autoplay: { delay: 2500, disableOnInteraction: false },
    speed: 600,
    loop: true,
    spaceBetween: 32,
  },
  gallery: {
    modules: [EffectFade],
    effect: 'fade',
    fadeEffect: { crossFade: true },
    loop: true,
    spaceBetween: 32,
  },
};

/**
 * Swiper options for a variant. Every variant has arrow keys, the A11y module, and previous/next buttons and
 * clickable pagination bullets that the component supplies (their elements are attached in `onBeforeInit`).
 * With reduced motion, slides change instantly.
 */
export function carouselOptions(variant: CarouselVariant, { reducedMotion }: { reducedMotion: boolean }): SwiperOptions {
  const { modules = [], ...rest } = variants[variant];
  return {
    speed: SPEED,
    ...rest,
    ...(reducedMotion ? { speed: 0 } : {}),
    modules: [A11y, Keyboard, Navigation, Pagination, ...modules],
    keyboard: { enabled: true, onlyInViewport: true },
    // null (not undefined) stops Swiper React from rendering its own arrow and bullet containers.
    navigation: { prevEl: null, nextEl: null },
    pagination: { el: null, clickable: true, bulletElement: 'button' },
  };
}
