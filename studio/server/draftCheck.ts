// The studio's check of a draft: the loader's own checks on the texts the editor sends (or the files on disk), with
// the limits a file on disk is held to (size, UTF-8), so nothing the studio is sent can cost more than a file could.
import { statSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSite, MAX_FILE_BYTES, readContentText, publicFileExists, publicProblems, publicSvgRefusals, sortProblems, type Problem, publicEntries } from '../../src/content/node';
import type { ContentFileName } from './files';

export type FileTexts = Partial<Record<ContentFileName, string>>;

/** The text of a draft (or of the file on disk), or the problems that stop it being read, as for a file. */
function readDraft(root: string, name: ContentFileName, draft: string | undefined): { text: string; problems: Problem[] } {
  if (draft !== undefined) {
    // A draft arrives as JSON text: its size is checked as a file's; a character that UTF-8 cannot hold (a lone
    // surrogate) is kept, for the check of characters YAML does not allow to report at its place.
    const size = Buffer.byteLength(draft, 'utf8');
    if (size > MAX_FILE_BYTES) return readContentText(name, size, () => new Uint8Array());
    return { text: draft.startsWith('\uFEFF') ? draft.slice(1) : draft, problems: [] };
  }
  const path = join(root, name);
  return readContentText(name, statSync(path).size, () => readFileSync(path));
}

export function checkDraft(root: string, files: FileTexts): Problem[] {
  const pages = readDraft(root, 'pages.yaml', files['pages.yaml']);
  const nav = readDraft(root, 'nav.yaml', files['nav.yaml']);
  const svgs = publicSvgRefusals(root);
  const problems = checkSite({
    pagesText: pages.text,
    navText: nav.text,
    fileExists: publicFileExists(root),
    svgRefusals: svgs.refusals,
    publicFiles: publicEntries(root).map((entry) => entry.path),
    unreadable: { pages: pages.problems, nav: nav.problems },
  }).problems;
  // Nothing is written into the project (the studio may edit another copy): the SVG results are not kept.
  return sortProblems([...problems, ...publicProblems(root, problems, svgs.refusals)]);
}
