import GalleryHorizontal from 'lucide-react/icons/gallery-horizontal';
import { defineBlock } from '../defineBlock';
import { carouselSchema } from './schema';

export default defineBlock({
  schema: carouselSchema,
  examples: ['example.yaml'],
  editor: { icon: GalleryHorizontal, name: 'Carousel', plural: 'Carousels' },
});
