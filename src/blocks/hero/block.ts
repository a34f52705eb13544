import Image from 'lucide-react/icons/image';
import { defineBlock } from '../defineBlock';
import { heroSchema } from './schema';

export default defineBlock({
  schema: heroSchema,
  examples: ['example.yaml'],
  editor: { icon: Image, name: 'Hero', plural: 'Heroes' },
});
