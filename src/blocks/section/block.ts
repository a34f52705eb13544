import AlignLeft from 'lucide-react/icons/align-left';
import { defineBlock } from '../defineBlock';
import { sectionSchema } from './schema';

export default defineBlock({
  schema: sectionSchema,
  examples: ['example.yaml'],
  editor: { icon: AlignLeft, name: 'Section', plural: 'Sections' },
});
