// Development only: how the dev server tells the author error page (devErrorPage.ts) about content problems.
import type { Problem } from './problems';

export type ExcerptLine = { number: number; text: string };

export type DevProblem = Problem & {
  /** The lines around the problem, the problem's own line included. */
  excerpt: ExcerptLine[];
  /** Vite's open-in-editor address for the file at the problem's line and column. */
  editorUrl: string;
};

/** What the error page receives: the problems, and whether a version of the site that worked is shown below. */
export type DevProblemsPayload = { problems: DevProblem[]; hasLastGood: boolean };

/** The custom HMR event that carries the list (empty when the content is fine again). */
export const problemsEvent = 'site:problems';
/** Where the error page asks for the current list when a page (re)loads. */
export const problemsUrl = '/__site/problems.json';

/** A block example (src/blocks/<type>/example.yaml) as /_blocks shows it beside its rendering. */
export type DevExample = { type: string; file: string; yaml: string };
/** Where /_blocks asks for the examples' YAML. */
export const examplesUrl = '/__site/examples.json';
