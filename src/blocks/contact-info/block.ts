import Phone from 'lucide-react/icons/phone';
import { defineBlock } from '../defineBlock';
import { contactInfoSchema } from './schema';

export default defineBlock({
  schema: contactInfoSchema,
  examples: ['example.yaml'],
  editor: { icon: Phone, name: 'Contact info', plural: 'Contact infos' },
});
