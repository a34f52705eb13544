import Table from 'lucide-react/icons/table';
import { defineBlock } from '../defineBlock';
import { tableSchema } from './schema';

export default defineBlock({
  schema: tableSchema,
  examples: ['example.yaml'],
  editor: { icon: Table, name: 'Table', plural: 'Tables' },
});
