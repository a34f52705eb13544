import { createContext, useContext } from 'react';
import type { Problem } from '../../../src/content';
import type { YamlPath } from '../../yaml';
import { fieldName, parseFieldName } from '../state/paths';
import { entryContaining } from './menuModel';

/** The menu entries (as `footer.columns[2].links[0]`) that nav.yaml's problems concern, so the tree can mark them. */
export function entriesWithProblems(problems: readonly Problem[]): ReadonlySet<string> {
  const entries = new Set<string>();
  for (const problem of problems) {
    if (problem.file !== 'nav.yaml') continue;
    const entry = entryContaining(parseFieldName(problem.path));
    if (entry) entries.add(fieldName(entry));
  }
  return entries;
}

export const MenuProblemsContext = createContext<ReadonlySet<string>>(new Set());

export const useHasProblem = (path: YamlPath) => useContext(MenuProblemsContext).has(fieldName(path));
