import ListOrdered from 'lucide-react/icons/list-ordered';
import { defineBlock } from '../defineBlock';
import { stepsSchema } from './schema';

export default defineBlock({
  schema: stepsSchema,
  examples: ['example.yaml'],
  editor: { icon: ListOrdered, name: 'Steps', plural: 'Steps' },
});
