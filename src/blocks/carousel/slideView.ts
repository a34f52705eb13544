import type { HeadingLevel } from '../../ui/Heading';
import type { CarouselSlide } from './schema';

/** Props of the component that draws one slide of a given variant. */
export type SlideViewProps = { slide: CarouselSlide; level: HeadingLevel };
