// The catalogue's example of the site settings (docs/examples/nav/site.yaml, a part of nav.yaml): checked against the
// schema of those settings and for contrast, as nav.yaml is, so the example a reader copies is valid and readable.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { navFileSchema } from '../shared/siteSchema';
import { siteExampleFile } from './catalogue';
import { formatPath, type Problem } from './problems';
import { contrastFailures } from './themeContrast';
import { parseYamlSource } from './yamlSource';
import { zodProblems } from './zodProblems';

const exampleSchema = z.strictObject({ site: navFileSchema.shape.site.pick({ theme: true, publish: true }) });

/** The example's text, or undefined when there is none. */
export function readSiteExample(root: string): string | undefined {
  const file = join(root, siteExampleFile);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** The example's problems: a field the settings do not have or a wrong value, and a colour that fails contrast. */
export function siteExampleProblems(text: string): Problem[] {
  const source = parseYamlSource(siteExampleFile, text);
  if (source.problems.length) return source.problems;
  const parsed = exampleSchema.safeParse(source.value ?? {});
  if (!parsed.success) return zodProblems(exampleSchema, source, parsed.error.issues);
  return contrastFailures(parsed.data.site.theme).map(({ adjust, failing, suggestion }) => {
    const path = ['site', 'theme', 'colors', adjust];
    return {
      kind: 'low-contrast',
      file: siteExampleFile,
      ...source.locate(path),
      path: formatPath(path),
      place: source.describe(path),
      message: `${failing[0]!.pair.text} on ${failing[0]!.pair.surface} has a contrast of ${failing[0]!.ratio.toFixed(2)}:1; it needs at least ${failing[0]!.pair.minimum}:1`,
      ...(suggestion ? { hint: `use ${suggestion}` } : {}),
    } satisfies Problem;
  });
}
