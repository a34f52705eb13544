// How `npm run validate` prints problems: human text (default), GitHub Actions annotations, or JSON for tools.
import { formatNotice, formatProblems, sortProblems, type Notice, type Problem } from '../content/problems';

export const outputFormats = ['text', 'github', 'json'] as const;
export type OutputFormat = (typeof outputFormats)[number];

/** Reads `--format NAME` or `--format=NAME` (default text); an unknown or missing name is an error. */
export function parseFormat(args: readonly string[]): { format: OutputFormat } | { error: string } {
  const at = args.findIndex((arg) => arg === '--format' || arg.startsWith('--format='));
  if (at === -1) return { format: 'text' };
  const name = args[at]!.includes('=') ? args[at]!.slice('--format='.length) : args[at + 1];
  return outputFormats.includes(name as OutputFormat)
    ? { format: name as OutputFormat }
    : { error: `unknown --format ${name ?? '(missing)'}; use one of ${outputFormats.join(', ')}` };
}

/** GitHub workflow command escaping of a message (https://github.com/actions/toolkit, command.ts). */
export const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** Escaping of a property value (file, title...): as a message, plus `:` and `,`. */
export const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One `::error` annotation: shown on the line of the file in a pull request and in the run summary. */
export function githubAnnotation(problem: Problem): string {
  const properties = { file: problem.file, line: String(problem.line), col: String(problem.col), title: problem.kind };
  const list = Object.entries(properties).map(([key, value]) => `${key}=${escapeProperty(value)}`).join(',');
  const hint = problem.hint ? ` (${problem.hint})` : '';
  return `::error ${list}::${escapeData(`${problem.place}: ${problem.message}${hint}`)}`;
}

/** A `::notice` annotation: shown on the file in a pull request without failing the check. */
export function githubNotice(notice: Notice): string {
  return `::notice file=${escapeProperty(notice.file)},title=${escapeProperty(notice.kind)}::${escapeData(`${notice.message} ${notice.hint}`)}`;
}

export function formatGithub(problems: readonly Problem[], notices: readonly Notice[] = []): string {
  return [...sortProblems([...problems]).map(githubAnnotation), ...notices.map(githubNotice)].join('\n');
}

/**
 * `{"problems": [...], "notices": [...]}`: each problem with kind, file, line, col, path, place, message and hint (null
 * when there is none); each notice with kind, file, message and hint.
 */
export function formatJson(problems: readonly Problem[], notices: readonly Notice[] = []): string {
  const list = sortProblems([...problems]).map(({ kind, file, line, col, path, place, message, hint }) => ({ kind, file, line, col, path, place, message, hint: hint ?? null }));
  return JSON.stringify({ problems: list, notices }, null, 2);
}

/** The notices, one a line, for people. */
export const formatNotices = (notices: readonly Notice[]): string => notices.map(formatNotice).join('\n');

export function formatText(problems: readonly Problem[]): string {
  return formatProblems([...problems]);
}
