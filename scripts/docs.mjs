// `npm run docs`: checks the block examples (src/blocks/<type>/example.yaml) and writes the block catalogue, docs/blocks.md.
import { writeFileSync } from 'node:fs';
import { runTs } from './lib/runTs.mjs';

const { writeCatalogue } = await runTs('src/cli/docs.ts');
process.exitCode = writeCatalogue(process.cwd(), (file, text) => writeFileSync(file, text));
