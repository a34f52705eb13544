import Milestone from 'lucide-react/icons/milestone';
import { defineBlock } from '../defineBlock';
import { timelineSchema } from './schema';

export default defineBlock({
  schema: timelineSchema,
  examples: ['example.yaml'],
  editor: { icon: Milestone, name: 'Timeline', plural: 'Timelines' },
});
