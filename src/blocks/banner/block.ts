import Megaphone from 'lucide-react/icons/megaphone';
import { defineBlock } from '../defineBlock';
import { bannerSchema } from './schema';

export default defineBlock({
  schema: bannerSchema,
  examples: ['example.yaml'],
  editor: { icon: Megaphone, name: 'Banner', plural: 'Banners' },
});
