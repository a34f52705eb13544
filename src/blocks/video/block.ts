import Video from 'lucide-react/icons/video';
import { defineBlock } from '../defineBlock';
import { videoBlockSchema } from './schema';

export default defineBlock({
  schema: videoBlockSchema,
  examples: ['example.yaml'],
  editor: { icon: Video, name: 'Video', plural: 'Videos' },
});
