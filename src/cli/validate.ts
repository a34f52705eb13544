import { join, relative } from 'node:path';
import { loadSite } from '../content/loadSite';
import type { Problem } from '../content/problems';
import { namedSiteRoot } from '../content/siteRoot';
import { formatGithub, formatJson, formatNotices, formatText, parseFormat } from './formats';

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
  // Notices (files of public/ no page uses) are for the author's attention: they never fail the check.
  const notices = named ? result.notices.map((notice) => ({ ...notice, file: relative(process.cwd(), join(named, notice.file)) })) : result.notices;
  if (parsed.format === 'json') {
    console.log(formatJson(problems, notices));
    return problems.length ? 1 : 0;
  }
  if (parsed.format === 'github' && (problems.length || notices.length)) console.log(formatGithub(problems, notices));
  if (problems.length) {
    if (parsed.format !== 'github') console.error(formatText(problems));
    return 1;
  }
  if (parsed.format === 'text' && notices.length) console.log(`${formatNotices(notices)}\n`);
  const pages = result.content!.pages.pages.length;
  const files = named ? `${relative(process.cwd(), join(named, 'pages.yaml'))} and nav.yaml` : 'pages.yaml and nav.yaml';
  console.log(`${files} are valid: ${pages} pages plus the not-found page (${ms} ms)`);
  return 0;
}
