import RefreshCw from 'lucide-react/icons/refresh-cw';
import { defineBlock } from '../defineBlock';
import { valueRotatorSchema } from './schema';

export default defineBlock({
  schema: valueRotatorSchema,
  examples: ['example.yaml'],
  editor: { icon: RefreshCw, name: 'Value rotator', plural: 'Value rotators' },
});
