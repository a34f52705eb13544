import Columns2 from 'lucide-react/icons/columns-2';
import { defineBlock } from '../defineBlock';
import { mediaTextSchema } from './schema';

export default defineBlock({
  schema: mediaTextSchema,
  examples: ['example.yaml'],
  editor: { icon: Columns2, name: 'Media text', plural: 'Media texts' },
});
