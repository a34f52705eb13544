// What "Bring in their changes" would bring, told before anything is merged: each file the shared copy changed, what
// kind of file it is and whether it was added, changed or removed ("public/images/solar.webp (a picture) added"), with
// who changed it and the message they wrote. Read by the studio server and its page alike (no node modules here).

export type IncomingState = 'added' | 'changed' | 'removed';

/** One change to a file, as its commit tells it: who made it and the first line of their message. */
export type IncomingChange = { name: string; message: string };

export type IncomingFile = {
  path: string;
  state: IncomingState;
  /** The file, its kind and its state in plain words. */
  text: string;
  /** The changes to this file, newest first (at most MAX_CHANGES_PER_FILE); none when no commit tells (a merge). */
  by: IncomingChange[];
  /** How many older changes to this file are not in `by`. */
  earlier: number;
};

/**
 * Exactly what would be merged: their commit and ours as they were when listed, and the files that differ. Bringing
 * them in merges `theirs` and nothing else, and only while both are still as listed.
 */
export type Incoming = { theirs: string; ours: string; files: IncomingFile[] };

export const MAX_CHANGES_PER_FILE = 3;

const kinds: Array<[RegExp, string]> = [
  [/^\.(svg|png|jpe?g|webp|avif|gif|ico)$/, 'a picture'],
  [/^\.(woff2?)$/, 'a font'],
  [/^\.(mp4|webm)$/, 'a video'],
  [/^\.(ogg|mp3)$/, 'a sound'],
  [/^\.vtt$/, 'captions'],
  [/^\.pdf$/, 'a document'],
  [/^\.txt$/, 'a text file'],
];

/** The kind of file, as an editor would name it: "the pages", "the menus and site settings", "a picture". */
export function fileKind(path: string): string {
  if (path === 'pages.yaml') return 'the pages';
  if (path === 'nav.yaml') return 'the menus and site settings';
  const type = /\.[^./]*$/.exec(path)?.[0].toLowerCase() ?? '';
  return kinds.find(([pattern]) => pattern.test(type))?.[1] ?? 'a file';
}

export const incomingFileText = (path: string, state: IncomingState) => `${path} (${fileKind(path)}) ${state}`;

/** "by Sam Other: “Careers link”", for one change; "2 earlier changes" for those left out. */
export const changeText = ({ name, message }: IncomingChange) => `by ${name}${message ? `: “${message}”` : ''}`;
export const earlierText = (earlier: number) => (earlier === 1 ? 'and 1 earlier change' : `and ${earlier} earlier changes`);
