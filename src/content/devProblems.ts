// Development only: what the author error page of `npm run dev` shows for each problem (see devErrorPage.ts).
import { join } from 'node:path';
import type { DevProblem, ExcerptLine } from './devProblemsProtocol';
import type { Problem } from './problems';

const CONTEXT = 2;

/** Each problem with the few lines of YAML around it and the link that opens the file at its line. */
export function devProblems(root: string, problems: readonly Problem[], texts: Record<string, string>): DevProblem[] {
  return problems.map((problem) => {
    const lines = (texts[problem.file] ?? '').split('\n');
    const first = Math.max(1, problem.line - CONTEXT);
    const last = Math.min(lines.length, problem.line + CONTEXT);
    const excerpt: ExcerptLine[] = [];
    for (let number = first; number <= last; number += 1) excerpt.push({ number, text: lines[number - 1]!.replace(/\r$/, '') });
    const file = join(root, problem.file);
    return { ...problem, excerpt, editorUrl: `/__open-in-editor?file=${encodeURIComponent(`${file}:${problem.line}:${problem.col}`)}` };
  });
}
