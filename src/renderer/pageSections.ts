import type { PageData } from './pageData';

/** One entry of a page's section menu: the block it jumps to, by the id its wrapper carries. */
export type PageSection = { index: number; id: string; title: string };

/** A page with this many headed sections after its hero gets a section menu on phones. */
export const SECTION_MENU_MIN = 4;

/** The id a heading gives a section without an anchor: lower-case words joined by hyphens, always starting with a letter. */
const idFrom = (title: string) => `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}`;

/** The heading a block shows, whatever its type: every block type that has one names the field `heading`. */
const headingOf = (block: PageData['blocks'][number]) => ('heading' in block && typeof block.heading === 'string' ? block.heading : undefined);

/**
 * The id of every block's wrapper (its anchor, or one made from its heading; none for a block with neither) and the
 * sections a reader can jump to: every headed block after the first (the hero). Ids never repeat on a page.
 */
export function pageSections(page: PageData): { ids: (string | undefined)[]; sections: PageSection[] } {
  const taken = new Set(page.blocks.flatMap((block) => (block.anchor ? [block.anchor] : [])));
  const sections: PageSection[] = [];
  const ids = page.blocks.map((block, index) => {
    const title = headingOf(block);
    if (index === 0 || !title) return block.anchor;
    let id = block.anchor;
    if (!id) {
      const base = idFrom(title);
      id = base;
      for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
      taken.add(id);
    }
    sections.push({ index, id, title });
    return id;
  });
  return { ids, sections };
}

/** Whether the page shows a section menu: long enough, and not turned off by its author. */
export const hasSectionMenu = (page: PageData, sections: PageSection[]) => page.sectionMenu !== false && sections.length >= SECTION_MENU_MIN;
