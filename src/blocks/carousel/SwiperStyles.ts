import { createGlobalStyle } from 'styled-components';
import core from 'swiper/css?inline';
import a11y from 'swiper/css/a11y?inline';
import coverflow from 'swiper/css/effect-coverflow?inline';
import fade from 'swiper/css/effect-fade?inline';
import { prerenderedOnce } from '../../ui/PrerenderedGlobalStyle';
import { usedSwiperCss } from './swiperCss';

/**
 * Swiper's own stylesheet, less the features no carousel uses, as a global style of the carousel: prerendered pages
 * carry it inline in their head with the rest of the critical CSS (no separate render-blocking request), and it only
 * exists on pages that have a carousel. Hydration leaves it to the prerendered stylesheet.
 */
export const SwiperStyles = prerenderedOnce(createGlobalStyle`${usedSwiperCss(core + a11y + coverflow + fade)}`);
