import LayoutGrid from 'lucide-react/icons/layout-grid';
import { defineBlock } from '../defineBlock';
import { cardGridSchema } from './schema';

export default defineBlock({
  schema: cardGridSchema,
  examples: ['example.yaml'],
  editor: { icon: LayoutGrid, name: 'Card grid', plural: 'Card grids' },
});
