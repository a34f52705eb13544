import { expect } from 'vitest';
import type { CheckResult } from '../../src/content/checkSite';
import { problemKinds } from '../../src/content/problems';

/** A stack trace line as Node prints it: "    at fn (file:line:col)". */
export const STACK_LINE = /\n\s+at .+:\d+:\d+\)?/;

/**
 * What every input must give: either clean content, or problems that each name a file, a line and column inside it,
 * a known kind and a message without a stack trace.
 */
export function expectLocatedOrClean(result: CheckResult, lineCounts: Record<string, number>, what: string) {
  if (!result.problems.length) {
    expect(result.content, `${what}: no problems but no content`).toBeDefined();
    return;
  }
  for (const problem of result.problems) {
    const where = `${what}: ${problem.file}:${problem.line}:${problem.col} ${problem.message}`;
    expect(Object.keys(lineCounts), where).toContain(problem.file);
    expect(Number.isInteger(problem.line) && problem.line >= 1 && problem.line <= lineCounts[problem.file]! + 1, where).toBe(true);
    expect(Number.isInteger(problem.col) && problem.col >= 1, where).toBe(true);
    expect(Object.keys(problemKinds), where).toContain(problem.kind);
    expect(problem.message.trim().length, where).toBeGreaterThan(0);
    expect(problem.message, where).not.toMatch(STACK_LINE);
    expect(problem.message, where).not.toMatch(/Maximum call stack|undefined is not|Cannot read propert/);
  }
}
