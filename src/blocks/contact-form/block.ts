import Mail from 'lucide-react/icons/mail';
import { defineBlock } from '../defineBlock';
import { contactFormSchema } from './schema';

export default defineBlock({
  schema: contactFormSchema,
  examples: ['example.yaml'],
  editor: { icon: Mail, name: 'Contact form', plural: 'Contact forms' },
});
