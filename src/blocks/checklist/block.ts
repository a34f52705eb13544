import ListChecks from 'lucide-react/icons/list-checks';
import { defineBlock } from '../defineBlock';
import { checklistSchema } from './schema';

export default defineBlock({
  schema: checklistSchema,
  examples: ['example.yaml'],
  editor: { icon: ListChecks, name: 'Checklist', plural: 'Checklists' },
});
