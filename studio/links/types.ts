import type { Edit, YamlPath } from '../yaml';

export type ContentFile = 'pages.yaml' | 'nav.yaml';

/** Both content files as parsed from the draft (possibly invalid while the editor works: read defensively). */
export type SiteData = { pages: unknown; nav: unknown };

/** A page of pages.yaml: an index into `pages`, or the not-found page. */
export type PageIndex = number | 'notFound';

/** One `to:` field that leads to a page. */
export type FoundLink = {
  file: ContentFile;
  /** Where the `to:` value sits in its file, e.g. ['pages', 3, 'blocks', 2, 'cards', 1, 'to']. */
  path: YamlPath;
  /** The value as written, e.g. `/about#Mission`. */
  to: string;
  /** The part after the first `#` (empty for a trailing `#`), absent when there is none. */
  anchor?: string;
  /** The page the link is on (pages.yaml only). */
  onPage?: PageIndex;
  /** On the linked page itself (an anchor alone like `#Values`, or the page's own path): it goes with the page. */
  insidePage: boolean;
  /** Where it is, as an editor reads it: "Home page, block 3 (card grid), card 2 “Rental”, link". */
  place: string;
};

/** The edits one action makes to each file, in order: applied together as one change, one undo step and one save. */
export type FileEdits = { file: ContentFile; edits: Edit[] };
