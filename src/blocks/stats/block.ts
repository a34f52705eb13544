import ChartColumn from 'lucide-react/icons/chart-column';
import { defineBlock } from '../defineBlock';
import { statsSchema } from './schema';

export default defineBlock({
  schema: statsSchema,
  examples: ['example.yaml'],
  editor: { icon: ChartColumn, name: 'Figures', plural: 'Figures' },
});
