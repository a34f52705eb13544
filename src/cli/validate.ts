import { join, relative } from 'node:path';
import { loadSite } from '../content/loadSite';
import type { Problem } from '../content/problems';
import { namedSiteRoot } from '../content/siteRoot';
import { formatGithub, formatJson, formatText, parseFormat } from './formats';

/**
 * Prints the site's content problems; returns the exit code (1 when there are any, 2 for a wrong option).
 * `--format text` (default) for people, `--format github` for GitHub Actions annotations, `--format json` for tools.
 */
export async function main(args: string[]): Promise<number> {
  const parsed = parseFormat(args);
  if ('error' in parsed) {
    console.error(`npm run validate: ${parsed.error}`);
    return 2;
  }
  const named = namedSiteRoot();
  const root = named ?? process.cwd();
  const started = performance.now();
  const result = loadSite(root);
  const ms = Math.round(performance.now() - started);
  // With --root, FILE names the file in that folder, so that an editor opens the right one.
  const problems = named ? result.problems.map((problem): Problem => ({ ...problem, file: relative(process.cwd(), join(named, problem.file)) })) : result.problems;
  if (parsed.format === 'json') {
    console.log(formatJson(problems));
    return problems.length ? 1 : 0;
  }
  if (problems.length) {
    if (parsed.format === 'github') console.log(formatGithub(problems));
    else console.error(formatText(problems));
    return 1;
  }
  const pages = result.content!.pages.pages.length;
  const files = named ? `${relative(process.cwd(), join(named, 'pages.yaml'))} and nav.yaml` : 'pages.yaml and nav.yaml';
  console.log(`${files} are valid: ${pages} pages plus the not-found page (${ms} ms)`);
  return 0;
}
