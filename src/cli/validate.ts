import { loadSite } from '../content/loadSite';
import { formatProblems } from '../content/problems';

/** Prints the site's content problems; returns the exit code (1 when there are any). */
export async function main(args: string[]): Promise<number> {
  const root = process.cwd();
  const started = performance.now();
  const result = loadSite(root);
  const ms = Math.round(performance.now() - started);
  if (args.includes('--format') && args[args.indexOf('--format') + 1] === 'json') {
    console.log(JSON.stringify({ problems: result.problems }, null, 2));
    return result.problems.length ? 1 : 0;
  }
  if (result.problems.length) {
    console.error(formatProblems(result.problems));
    return 1;
  }
  const pages = result.content!.pages.pages.length;
  console.log(`pages.yaml and nav.yaml are valid: ${pages} pages plus the not-found page (${ms} ms)`);
  return 0;
}
