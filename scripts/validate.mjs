// `npm run validate`: checks pages.yaml and nav.yaml and prints every problem with FILE:LINE:COL. `--root DIR`
// checks the site in DIR instead of the project's own.
import { runTs } from './lib/runTs.mjs';
import { takeRootOption } from './lib/siteRootOption.mjs';

const args = takeRootOption(process.argv.slice(2), 'validate');
const { main } = await runTs('src/cli/validate.ts');
process.exitCode = await main(args);
