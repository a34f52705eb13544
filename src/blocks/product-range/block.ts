import PackageIcon from 'lucide-react/icons/package';
import { defineBlock } from '../defineBlock';
import { productRangeSchema } from './schema';

export default defineBlock({
  schema: productRangeSchema,
  examples: ['example.yaml'],
  editor: { icon: PackageIcon, name: 'Product range', plural: 'Product ranges' },
});
