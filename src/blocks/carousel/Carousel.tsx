import { useRef, useState, type ComponentType } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperClass } from 'swiper/types';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { useSiteLabels } from '../../shared/SiteLabels';
import { Band } from '../../ui/Band';
import { BlockIntro } from '../../ui/BlockIntro';
import { below } from '../../ui/Heading';
import type { BlockProps } from '../types';
import { CarouselControls } from './CarouselControls';
import { CarouselFrame } from './CarouselFrame';
import { carouselOptions } from './options';
import type { CarouselBlock, CarouselVariant } from './schema';
import type { SlideViewProps } from './slideView';
import { useAutoplayControl } from './useAutoplayControl';
import { FeatureSlide } from './FeatureSlide';
import { GallerySlide } from './GallerySlide';
import { TestimonialSlide } from './TestimonialSlide';
import { SwiperStyles } from './SwiperStyles';
import { ValueSlide } from './ValueSlide';

const views: Record<CarouselVariant, ComponentType<SlideViewProps>> = {
  coverflow: ValueSlide,
  testimonials: TestimonialSlide,
  autoplay: FeatureSlide,
  gallery: GallerySlide,
};

export default function Carousel({ block, level }: BlockProps<CarouselBlock>) {
  const labels = useSiteLabels();
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const isAutoplay = block.variant === 'autoplay';
  const autoplay = useAutoplayControl(swiper, isAutoplay);
  const View = views[block.variant];
  const slideLevel = block.heading ? below(level) : level;
  const count = block.slides.length;

  // The controls are rendered inside Swiper (slot "container-end"), so their elements exist before Swiper initialises.
  // Both params and originalParams get them: a breakpoint change restores params from originalParams.
  const attachControls = (instance: SwiperClass) => {
    for (const params of [instance.params, instance.originalParams]) {
      const { navigation, pagination } = params;
      if (navigation && typeof navigation === 'object') Object.assign(navigation, { prevEl: prevRef.current, nextEl: nextRef.current });
      if (pagination && typeof pagination === 'object') pagination.el = paginationRef.current;
    }
  };

  return (
    <Band tone={block.tone}>
      <SwiperStyles />
      <BlockIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} level={level} />
      <CarouselFrame role="region" aria-roledescription="carousel" aria-label={block.label} $variant={block.variant} {...autoplay.regionHandlers}>
        <Swiper
          {...carouselOptions(block.variant, { reducedMotion })}
          a11y={{ prevSlideMessage: labels.previousSlide, nextSlideMessage: labels.nextSlide }}
          onBeforeInit={attachControls}
          onSwiper={setSwiper}
        >
          {block.slides.map((slide, index) => (
            <SwiperSlide key={index} role="group" aria-roledescription="slide" aria-label={`${index + 1} / ${count}`}>
              <View slide={slide} level={slideLevel} />
            </SwiperSlide>
          ))}
          <CarouselControls
            slot="container-end"
            prevRef={prevRef}
            nextRef={nextRef}
            paginationRef={paginationRef}
            count={count}
            swiper={swiper}
            autoplay={isAutoplay ? autoplay : undefined}
          />
        </Swiper>
      </CarouselFrame>
    </Band>
  );
}
