import type { z } from 'zod';
import { pagesFileSchema, type PagesFile } from '../renderer/pageSchema';
import { navFileSchema, type NavFile } from '../shared/siteSchema';
import { crossCheck } from './crossCheck';
import { imageSizeProblems, withImageSizes, type ImageSizeOf } from './imageSizes';
import { lostTopLevelLine, pastedTextProblems, topLevelProblems } from './pastedText';
import { unreadableSource } from './limits';
import { sortProblems, type Problem } from './problems';
import { parseYamlSource, type YamlSource } from './yamlSource';
import { objectKeys } from './schemaAt';
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
  /** The file names in a folder under public/, for a did-you-mean on a missing file. */
  listFolder?: (publicFolder: string) => string[];
  /** Why an SVG under public/ is not a plain drawing, to refuse one with a script or a link to another file. */
  svgRefusals?: (publicPath: string) => string[];
  /** The size of a picture file under public/, to check written sizes and fill in those left out. */
  imageSize?: ImageSizeOf;
  pagesFile?: string;
  navFile?: string;
  /** Problems that stopped a file being read (size, encoding): that file is not parsed. */
  unreadable?: { pages?: Problem[]; nav?: Problem[] };
};

function validate<T>(schema: z.ZodType<T>, source: YamlSource, text: string): { data?: T; problems: Problem[] } {
  if (source.problems.length) return { problems: source.problems };
  const topLevel = topLevelProblems(schema, source);
  if (topLevel.length) return { problems: topLevel };
  const pasted = pastedTextProblems(source, text);
  const result = schema.safeParse(source.value ?? {});
  if (!result.success) {
    // A pasted character often also breaks a value (a path, a choice): report it once, as the pasted character.
    const pastedAt = new Set(pasted.map((problem) => problem.path));
    const others = lostTopLevelLine(schema, source, zodProblems(schema, source, result.error.issues)).filter((problem) => !pastedAt.has(problem.path));
    return { problems: [...pasted, ...others] };
  }
  return pasted.length ? { problems: pasted } : { data: result.data, problems: [] };
}

/** Parses, validates and cross-checks the site's YAML, reporting every problem at once. */
export function checkSite({ pagesText, navText, fileExists, listFolder, svgRefusals, imageSize, pagesFile = 'pages.yaml', navFile = 'nav.yaml', unreadable = {} }: CheckInput): CheckResult {
  const pagesSource = unreadable.pages?.length ? unreadableSource(pagesFile, unreadable.pages) : parseYamlSource(pagesFile, pagesText, { topKeys: objectKeys(pagesFileSchema) });
  const navSource = unreadable.nav?.length ? unreadableSource(navFile, unreadable.nav) : parseYamlSource(navFile, navText, { topKeys: objectKeys(navFileSchema) });
  const pages = validate(pagesFileSchema, pagesSource, pagesText);
  const nav = validate(navFileSchema, navSource, navText);
  const problems = [...pages.problems, ...nav.problems];
  if (pages.data && nav.data) {
    problems.push(...crossCheck({ pages: pages.data, nav: nav.data, pagesSource, navSource, fileExists, ...(listFolder ? { listFolder } : {}), ...(svgRefusals ? { svgRefusals } : {}) }));
    if (imageSize) problems.push(...imageSizeProblems(pages.data, pagesSource, imageSize), ...imageSizeProblems(nav.data, navSource, imageSize));
  }
  const ok = problems.length === 0 && pages.data && nav.data;
  const sized = <T,>(data: T) => (imageSize ? withImageSizes(data, imageSize) : data);
  return {
    problems: sortProblems(problems),
    ...(ok ? { content: { pages: sized(pages.data!), nav: sized(nav.data!) } } : {}),
    pagesSource,
    navSource,
  };
}
