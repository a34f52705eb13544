import { join } from 'node:path';
import { catalogueFile, renderCatalogue } from '../content/catalogue';
import { checkExamples, missingExamples, readExamples } from '../content/examples';
import { loadSite, publicFileExists } from '../content/loadSite';
import { formatProblems } from '../content/problems';
import { readSiteExample, siteExampleProblems } from '../content/siteExample';

/**
 * Checks every example against the block schemas and the site, then writes docs/blocks.md.
 * Returns the exit code: 1 (and nothing written) when an example has a problem or a block type has none.
 */
export function writeCatalogue(root: string, write: (file: string, text: string) => void): number {
  const site = loadSite(root);
  if (!site.content) {
    console.error(`Fix pages.yaml and nav.yaml first (examples link to their pages).\n${formatProblems(site.problems)}`);
    return 1;
  }
  const examples = readExamples(root);
  const siteExample = readSiteExample(root);
  const problems = [...checkExamples(examples, { site: site.content, fileExists: publicFileExists(root) }).problems, ...(siteExample ? siteExampleProblems(siteExample) : [])];
  const missing = missingExamples(examples);
  if (problems.length) console.error(formatProblems(problems));
  if (missing.length) console.error(`No example for ${missing.join(', ')}: add src/blocks/<type>/example.yaml for each.`);
  if (problems.length || missing.length) return 1;
  write(join(root, catalogueFile), renderCatalogue(examples, siteExample));
  console.log(`wrote ${catalogueFile} (${examples.length} block types)`);
  return 0;
}
