// `npm run docs`: checks the block examples (src/blocks/<type>/example.yaml) and writes the block catalogue, docs/blocks.md.
import { writeFileSync } from 'node:fs';
import { writeCatalogue } from '../src/cli/docs';

process.exitCode = writeCatalogue(process.cwd(), (file, text) => writeFileSync(file, text));
