import MousePointerClick from 'lucide-react/icons/mouse-pointer-click';
import { defineBlock } from '../defineBlock';
import { callToActionSchema } from './schema';

export default defineBlock({
  schema: callToActionSchema,
  examples: ['example.yaml'],
  editor: { icon: MousePointerClick, name: 'Call to action', plural: 'Calls to action' },
});
