// A generated site of any size for the bench: the real pages of pages.yaml, then clones of its smaller pages chained by
// a link each, so that every page is reachable and a generated page is about 3 KB of YAML like the real ones.
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The real pages.yaml with `count` pages in all. */
function generatedPagesYaml(source: string, count: number): { yaml: string; grows: boolean } {
  const start = source.indexOf('\n  - path: ');
  const end = source.indexOf('\nnotFound:');
  const pages = source.slice(start + 1, end).split(/\n(?=  - path: )/).map((page) => page.replace(/\s+$/, ''));
  const smaller = pages.filter((page) => page.length <= 6000);
  const models = smaller.length ? smaller : pages;
  const clones: string[] = [];
  for (let index = 0; clones.length < count - pages.length; index += 1) {
    const number = clones.length + 1;
    const model = models[index % models.length];
    if (model === undefined) throw new Error('pages.yaml has no page to clone');
    const page = model
      .replace(/^ {2}- path: .*/, `  - path: /generated/page-${number}`)
      .replace(/^ {4}title: (.*)$/m, (_, title: string) => `    title: ${JSON.stringify(`${JSON.parse(title.startsWith('"') ? title : JSON.stringify(title))} ${number}`)}`);
    const next = number < count - pages.length ? `/generated/page-${number + 1}` : '/';
    clones.push(`${page}\n\n      - type: call-to-action\n        heading: Next page\n        actions:\n          - label: Continue\n            to: ${next}`);
  }
  return { yaml: `${source.slice(0, end)}\n\n${clones.join('\n\n')}\n${source.slice(end + 1)}`, grows: count > pages.length };
}

/** nav.yaml with a footer link into the generated pages when there are any. */
const generatedNavYaml = (nav: string, grows: boolean): string =>
  grows ? nav.replace('footer:\n  columns:\n', 'footer:\n  columns:\n    - heading: Generated\n      links:\n        - label: Generated pages\n          to: /generated/page-1\n') : nav;

/**
 * Writes into `dir` a copy of the project at `root` whose pages.yaml has `count` pages: its own code (so that
 * `npm run validate` runs there) and, linked, node_modules and public/ (so that `npm run build -- --root dir` builds
 * it with the project's code). Returns the folder and the size of its pages.yaml.
 */
export function writeGeneratedSite(root: string, dir: string, count: number): { dir: string; bytes: number } {
  mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'scripts', 'schema', 'package.json', 'tsconfig.json']) cpSync(join(root, entry), join(dir, entry), { recursive: true });
  for (const entry of ['node_modules', 'public']) symlinkSync(join(root, entry), join(dir, entry));
  const { yaml, grows } = generatedPagesYaml(readFileSync(join(root, 'pages.yaml'), 'utf8'), count);
  writeFileSync(join(dir, 'pages.yaml'), yaml);
  writeFileSync(join(dir, 'nav.yaml'), generatedNavYaml(readFileSync(join(root, 'nav.yaml'), 'utf8'), grows));
  return { dir, bytes: Buffer.byteLength(yaml) };
}
