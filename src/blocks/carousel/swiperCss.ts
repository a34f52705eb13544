import { compile, serialize, stringify, type Element } from 'stylis';

/**
 * Swiper's stylesheet styles every feature Swiper has; a page only needs those its carousels use. These are the ones no
 * carousel variant turns on (options.ts; the carousel's tests fail if one ever does): CSS scroll-snap mode and its
 * free-mode and centred forms, vertical sliders, auto height, lazy-loading spinners, 3D slide shadows, and Swiper
 * Element's shadow-DOM host. Left out, they cost pages with a carousel about 0.7 KB of compressed HTML.
 */
const UNUSED_FEATURE = /\.swiper-(?:css-mode|free-mode|centered|vertical|autoheight|lazy-preloader|slide-shadow|cube-shadow)\b|:host\b/;
const UNUSED_KEYFRAMES = new Set(['swiper-preloader-spin']);

/** The elements left once every selector of an unused feature is gone (a rule that loses all its selectors goes). */
function keepUsed(elements: Element[]): Element[] {
  return elements.flatMap((element) => {
    if (element.type === '@keyframes' && typeof element.props === 'object' && element.props.some((name) => UNUSED_KEYFRAMES.has(name))) return [];
    if (element.type === 'rule' && Array.isArray(element.props)) {
      const selectors = element.props.filter((selector) => !UNUSED_FEATURE.test(selector));
      if (selectors.length === 0) return [];
      element.props = selectors;
    }
    if (Array.isArray(element.children)) element.children = keepUsed(element.children);
    return [element];
  });
}

/** Swiper's CSS (nesting resolved by stylis, the compiler styled-components itself uses) without the unused features. */
export function usedSwiperCss(css: string): string {
  return serialize(keepUsed(compile(css)), stringify);
}
