// The name an uploaded picture is saved under: derived from the name it had on the editor's computer, safe in a URL
// and on every file system (lower-case letters, digits and hyphens), with the extension of what the file really is.
import { pictureTypes, type PictureType } from './pictureTypes';

const MAX_STEM_LENGTH = 60;
/** Names Windows cannot create, whatever the extension: a checkout of the site there would fail. */
const RESERVED_ON_WINDOWS = /^(con|prn|aux|nul|com\d|lpt\d)$/;

/** `Plant Photo (1).PNG` -> `plant-photo-1`; `Größe_Übersicht.jpeg` -> `grosse-ubersicht`. */
export function pictureStem(originalName: string): string {
  const base = originalName.split(/[/\\]/).pop() ?? '';
  const withoutExtension = base.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  let stem = withoutExtension
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (stem.length > MAX_STEM_LENGTH) stem = stem.slice(0, MAX_STEM_LENGTH).replace(/-[^-]*$/, '') || stem.slice(0, MAX_STEM_LENGTH);
  if (!stem) return 'picture';
  return RESERVED_ON_WINDOWS.test(stem) ? `${stem}-picture` : stem;
}

/** The extension for a file of `type`: the original one when it is right (.jpeg stays .jpeg), else the usual one. */
export function pictureExtension(originalName: string, type: PictureType): string {
  const given = /\.([A-Za-z0-9]+)$/.exec(originalName)?.[1]?.toLowerCase();
  const { extensions } = pictureTypes[type];
  return given && extensions.includes(given) ? given : extensions[0]!;
}

/** Candidate file names in order: `plant-photo-1.png`, then `plant-photo-1-2.png`, `plant-photo-1-3.png`, ... */
export function* candidateNames(originalName: string, type: PictureType): Generator<string> {
  const stem = pictureStem(originalName);
  const extension = pictureExtension(originalName, type);
  yield `${stem}.${extension}`;
  for (let number = 2; ; number += 1) yield `${stem}-${number}.${extension}`;
}
