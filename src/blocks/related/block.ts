import Link from 'lucide-react/icons/link';
import { defineBlock } from '../defineBlock';
import { relatedSchema } from './schema';

export default defineBlock({
  schema: relatedSchema,
  examples: ['example.yaml'],
  editor: { icon: Link, name: 'Related', plural: 'Related' },
});
