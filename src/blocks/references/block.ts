import Factory from 'lucide-react/icons/factory';
import { defineBlock } from '../defineBlock';
import { referencesSchema } from './schema';

export default defineBlock({
  schema: referencesSchema,
  examples: ['example.yaml'],
  editor: { icon: Factory, name: 'References', plural: 'References' },
});
