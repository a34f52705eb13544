import Map from 'lucide-react/icons/map';
import { defineBlock } from '../defineBlock';
import { mapSchema } from './schema';

export default defineBlock({
  schema: mapSchema,
  examples: ['example.yaml'],
  editor: { icon: Map, name: 'Map', plural: 'Maps' },
});
