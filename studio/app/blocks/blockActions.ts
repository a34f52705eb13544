// Reordering, adding, duplicating and deleting blocks: each one undo step, labelled in the editor's words.
import { blocksPath } from '../state/paths';
import { blocksOf, firstWords, pageName, pageOf } from '../state/selectors';
import { store } from '../state/store';
import type { PageRef, StudioState } from '../state/types';
import { blockTypeName } from '../../../src/content';

/** "Card grid “Our services”": how a block is named in messages and announcements. */
export function blockTitle(block: Record<string, unknown> | undefined): string {
  if (!block) return 'block';
  const type = typeof block.type === 'string' ? blockTypeName(block.type) : 'Block';
  const words = firstWords(block, 40);
  return words ? `${type} “${words}”` : type;
}

const onPage = (page: PageRef, state: StudioState = store.get()) => `on ${pageName(pageOf(state, page), page)}`;

export function moveBlock(page: PageRef, from: number, to: number) {
  const blocks = blocksOf(store.get(), page);
  if (from === to || to < 0 || to >= blocks.length) return;
  store.apply({
    edits: [{ op: 'move', path: blocksPath(page), from, to }],
    label: `Moved ${blockTitle(blocks[from])} to position ${to + 1} of ${blocks.length} ${onPage(page)}`,
    select: { page, block: to },
    unselect: { page, block: from },
  });
}

export function duplicateBlock(page: PageRef, index: number) {
  const block = blocksOf(store.get(), page)[index];
  if (!block) return;
  // An anchor names one place on the page: the copy goes without it.
  const { anchor: _anchor, ...copy } = structuredClone(block);
  store.apply({
    edits: [{ op: 'insert', path: blocksPath(page), index: index + 1, value: copy }],
    label: `Duplicated ${blockTitle(block)} ${onPage(page)}`,
    select: { page, block: index + 1 },
  });
}

export function deleteBlock(page: PageRef, index: number) {
  const blocks = blocksOf(store.get(), page);
  const block = blocks[index];
  if (!block) return;
  store.apply({
    edits: [{ op: 'delete', path: [...blocksPath(page), index] }],
    label: `Deleted ${blockTitle(block)} ${onPage(page)} (Ctrl+Z brings it back)`,
    select: { page, block: blocks.length > 1 ? Math.min(index, blocks.length - 2) : null },
    unselect: { page, block: index },
  });
}

export function addBlock(page: PageRef, index: number, block: Record<string, unknown>) {
  const added = (state: StudioState, shown: Record<string, unknown> | undefined) => `Added ${blockTitle(shown)} at position ${index + 1} ${onPage(page, state)}`;
  store.apply({
    edits: [{ op: 'insert', path: blocksPath(page), index, value: block }],
    label: added(store.get(), block),
    // The words follow the block's heading as it is typed (while the block is still where it was added).
    describe: (state) => {
      const now = blocksOf(state, page)[index];
      return now?.type === block.type ? added(state, now) : undefined;
    },
    select: { page, block: index },
  });
}
