// `npm run validate`: checks pages.yaml and nav.yaml and prints every problem with FILE:LINE:COL.
import { runTs } from './lib/runTs.mjs';

const { main } = await runTs('src/cli/validate.ts');
process.exitCode = await main(process.argv.slice(2));
