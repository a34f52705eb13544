import type { z } from 'zod';
import { pagesFileSchema, type PagesFile } from '../renderer/pageSchema';
import { navFileSchema, type NavFile } from '../shared/siteSchema';
import { crossCheck } from './crossCheck';
import { formFieldProblems } from './formFieldCheck';
import { iconProblems } from './iconCheck';
import { imageSizeProblems, withImageSizes, type ImageSizeOf } from './imageSizes';
import { lostTopLevelLine, pastedTextProblems, topLevelProblems } from './pastedText';
import { sortProblems, type Notice, type Problem } from './problems';
import { keepProblems, publishPlan, unusedFileNotices } from './publish';
import { parseYamlSource, unreadableSource, type YamlSource } from './yamlSource';
import { requiredKeys } from './schemaAt';
import type { SiteContent } from './siteContent';
import { zodProblems } from './zodProblems';

export type { SiteContent };

export type CheckResult = {
  problems: Problem[];
  /** Present only when there are no problems. */
  content?: SiteContent;
  /** What the author should know though nothing is wrong (files of public/ no page uses); only with `content`. */
  notices: Notice[];
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
  /** Every file under public/ (paths from public/, with /), to check `site.publish.keep` and find the unused ones. */
  publicFiles?: readonly string[];
  pagesFile?: string;
  navFile?: string;
  /** Problems that stopped a file being read (size, encoding): that file is not parsed. */
  unreadable?: { pages?: Problem[]; nav?: Problem[] };
};

/** `data` when the file is valid; `parsed` when it is readable YAML with the right top-level lines but some values are wrong. */
type Validated<T> = { data?: T; parsed?: unknown; problems: Problem[] };

function validate<T>(schema: z.ZodType<T>, source: YamlSource, text: string): Validated<T> {
  if (source.problems.length) return { problems: source.problems };
  const topLevel = topLevelProblems(schema, source);
  if (topLevel.length) return { problems: topLevel };
  const pasted = pastedTextProblems(source, text);
  const result = schema.safeParse(source.value ?? {});
  if (!result.success) {
    // A pasted character often also breaks a value (a path, a choice): report it once, as the pasted character.
    const pastedAt = new Set(pasted.map((problem) => problem.path));
    const others = lostTopLevelLine(schema, source, zodProblems(schema, source, result.error.issues)).filter((problem) => !pastedAt.has(problem.path));
    return { parsed: source.value, problems: [...pasted, ...others] };
  }
  return pasted.length ? { parsed: source.value, problems: pasted } : { data: result.data, problems: [] };
}

/** `pages[3].blocks[2].title` -> ['pages', 3, 'blocks', 2, 'title']. */
const pathSegments = (path: string): PropertyKey[] =>
  path.split(/\.|(?=\[)/).filter(Boolean).map((segment) => (segment.startsWith('[') ? Number(segment.slice(1, -1)) : segment));

/** A copy of a file's data without the values its problems name, so the cross-checks see only values that passed. */
function withoutProblemValues(parsed: unknown, problems: Problem[]): unknown {
  const copy = structuredClone(parsed) as Record<PropertyKey, unknown>;
  for (const problem of problems) {
    const path = pathSegments(problem.path);
    const parent = path.slice(0, -1).reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), copy);
    const last = path.at(-1);
    if (!parent || typeof parent !== 'object' || last === undefined) continue;
    // A list item is emptied, not removed: the items after it keep their places (and the places problems name).
    if (Array.isArray(parent) && typeof last === 'number') parent[last] = {};
    else delete (parent as Record<PropertyKey, unknown>)[last];
  }
  return copy;
}

const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || a.startsWith(`${b}[`) || b.startsWith(`${a}.`) || b.startsWith(`${a}[`);

/**
 * The cross-checks (links, files, reachable pages) of a site whose fields are not all valid yet: run on the values that
 * passed, so a wrong field and a broken link elsewhere are reported together, not one after the other. A problem at
 * (or around) a place the field checks already named is left out; data too broken for the checks gives none.
 */
function crossCheckDespiteProblems(input: Omit<Parameters<typeof crossCheck>[0], 'pages' | 'nav'>, pages: Validated<PagesFile>, nav: Validated<NavFile>): Problem[] {
  const pagesData = pages.data ?? (pages.parsed === undefined ? undefined : withoutProblemValues(pages.parsed, pages.problems));
  const navData = nav.data ?? (nav.parsed === undefined ? undefined : withoutProblemValues(nav.parsed, nav.problems));
  if (pagesData === undefined || navData === undefined) return [];
  const named = [...pages.problems, ...nav.problems];
  try {
    return crossCheck({ ...input, pages: pagesData as PagesFile, nav: navData as NavFile }).filter(
      (problem) => !named.some((known) => known.file === problem.file && related(known.path, problem.path)),
    );
  } catch {
    return [];
  }
}

/** Parses, validates and cross-checks the site's YAML, reporting every problem at once. */
export function checkSite({ pagesText, navText, fileExists, listFolder, svgRefusals, imageSize, publicFiles, pagesFile = 'pages.yaml', navFile = 'nav.yaml', unreadable = {} }: CheckInput): CheckResult {
  const pagesSource = unreadable.pages?.length ? unreadableSource(pagesFile, unreadable.pages) : parseYamlSource(pagesFile, pagesText, { topKeys: requiredKeys(pagesFileSchema) });
  const navSource = unreadable.nav?.length ? unreadableSource(navFile, unreadable.nav) : parseYamlSource(navFile, navText, { topKeys: requiredKeys(navFileSchema) });
  const pages = validate(pagesFileSchema, pagesSource, pagesText);
  const nav = validate(navFileSchema, navSource, navText);
  const problems = [...pages.problems, ...nav.problems];
  if (pages.data) problems.push(...iconProblems(pages.data, pagesSource));
  if (nav.data) problems.push(...iconProblems(nav.data, navSource));
  if (pages.data) problems.push(...formFieldProblems(pages.data, nav.data?.site.labels.formMessages, pagesSource));
  const crossInput = { pagesSource, navSource, fileExists, ...(listFolder ? { listFolder } : {}), ...(svgRefusals ? { svgRefusals } : {}) };
  if (pages.data && nav.data) {
    problems.push(...crossCheck({ pages: pages.data, nav: nav.data, ...crossInput }));
    if (imageSize) problems.push(...imageSizeProblems(pages.data, pagesSource, imageSize), ...imageSizeProblems(nav.data, navSource, imageSize));
    if (publicFiles) problems.push(...keepProblems(nav.data, navSource, publicFiles));
  } else {
    problems.push(...crossCheckDespiteProblems(crossInput, pages, nav));
  }
  const ok = problems.length === 0 && pages.data && nav.data;
  const sized = <T,>(data: T) => (imageSize ? withImageSizes(data, imageSize) : data);
  const content = ok ? { pages: sized(pages.data!), nav: sized(nav.data!) } : undefined;
  return {
    problems: sortProblems(problems),
    ...(content ? { content } : {}),
    notices: content && publicFiles ? unusedFileNotices(publishPlan(content, publicFiles).unused) : [],
    pagesSource,
    navSource,
  };
}
