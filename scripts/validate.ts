// `npm run validate`: checks pages.yaml and nav.yaml and prints every problem with FILE:LINE:COL. `--root DIR`
// checks the site in DIR instead of the project's own.
import { main } from '../src/cli/validate';
import { takeRootOption } from './lib/siteRootOption';

const args = takeRootOption(process.argv.slice(2), 'validate');
process.exitCode = await main(args);
