import Award from 'lucide-react/icons/award';
import { defineBlock } from '../defineBlock';
import { credentialsSchema } from './schema';

export default defineBlock({
  schema: credentialsSchema,
  examples: ['example.yaml'],
  editor: { icon: Award, name: 'Credentials', plural: 'Credentials' },
});
