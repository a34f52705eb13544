import { join } from 'node:path';
import { catalogueFile, renderCatalogue } from '../content/catalogue';
import { checkExamples, missingExamples, readExamples } from '../content/examples';
import { formatProblems } from '../content/problems';
import { readSiteExample, siteExampleProblems } from '../content/siteExample';

/**
 * Checks every example against the block schemas and for working on any site, then writes docs/blocks.md (the site's
 * own content plays no part: the examples are the project's).
 * Returns the exit code: 1 (and nothing written) when an example has a problem or a block type has none.
 */
export function writeCatalogue(root: string, write: (file: string, text: string) => void): number {
  const examples = readExamples(root);
  const siteExample = readSiteExample(root);
  const problems = [...checkExamples(examples, { root }).problems, ...(siteExample ? siteExampleProblems(siteExample) : [])];
  const missing = missingExamples(examples);
  if (problems.length) console.error(formatProblems(problems));
  if (missing.length) console.error(`No example for ${missing.join(', ')}: add src/blocks/<type>/example.yaml for each.`);
  if (problems.length || missing.length) return 1;
  write(join(root, catalogueFile), renderCatalogue(examples, siteExample));
  console.log(`wrote ${catalogueFile} (${examples.length} block types)`);
  return 0;
}
