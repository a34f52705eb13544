import type { z } from 'zod';
import { pagesFileSchema, type PagesFile } from '../renderer/pageSchema';
import { navFileSchema, type NavFile } from '../shared/siteSchema';
import { crossCheck } from './crossCheck';
import { unreadableSource } from './limits';
import { sortProblems, type Problem } from './problems';
import { parseYamlSource, type YamlSource } from './yamlSource';
import { zodProblems } from './zodProblems';

export type SiteContent = { pages: PagesFile; nav: NavFile };

export type CheckResult = {
  problems: Problem[];
  /** Present only when there are no problems. */
  content?: SiteContent;
  pagesSource: YamlSource;
  navSource: YamlSource;
};

type CheckInput = {
  pagesText: string;
  navText: string;
  fileExists: (publicPath: string) => boolean;
  pagesFile?: string;
  navFile?: string;
  /** Problems that stopped a file being read (size, encoding): that file is not parsed. */
  unreadable?: { pages?: Problem[]; nav?: Problem[] };
};

function validate<T>(schema: z.ZodType<T>, source: YamlSource): { data?: T; problems: Problem[] } {
  if (source.problems.length) return { problems: source.problems };
  const result = schema.safeParse(source.value ?? {});
  return result.success ? { data: result.data, problems: [] } : { problems: zodProblems(schema, source, result.error.issues) };
}

/** Parses, validates and cross-checks the site's YAML, reporting every problem at once. */
export function checkSite({ pagesText, navText, fileExists, pagesFile = 'pages.yaml', navFile = 'nav.yaml', unreadable = {} }: CheckInput): CheckResult {
  const pagesSource = unreadable.pages?.length ? unreadableSource(pagesFile, unreadable.pages) : parseYamlSource(pagesFile, pagesText);
  const navSource = unreadable.nav?.length ? unreadableSource(navFile, unreadable.nav) : parseYamlSource(navFile, navText);
  const pages = validate(pagesFileSchema, pagesSource);
  const nav = validate(navFileSchema, navSource);
  const problems = [...pages.problems, ...nav.problems];
  if (pages.data && nav.data) {
    problems.push(...crossCheck({ pages: pages.data, nav: nav.data, pagesSource, navSource, fileExists }));
  }
  const ok = problems.length === 0 && pages.data && nav.data;
  return {
    problems: sortProblems(problems),
    ...(ok ? { content: { pages: pages.data!, nav: nav.data! } } : {}),
    pagesSource,
    navSource,
  };
}
