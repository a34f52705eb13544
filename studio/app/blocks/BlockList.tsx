import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripButton } from '../ui/GripButton';
import { memo, useMemo } from 'react';
import styled from 'styled-components';
import { firstWords } from '../state/selectors';
import { store } from '../state/store';
import type { PageRef } from '../state/types';
import { SortableList } from '../ui/SortableList';
import { studio } from '../ui/theme';
import { blockTypeName } from '../../../src/content';
import { blockTitle, moveBlock } from './blockActions';
import { iconOfBlock } from './blockIcon';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.35rem;
`;

const Row = styled.li<{ $selected: boolean; $dragging: boolean }>`
  display: flex;
  align-items: stretch;
  border: 1px solid ${({ $selected }) => ($selected ? studio.accent : studio.line)};
  border-radius: ${studio.radius};
  background: ${({ $selected }) => ($selected ? studio.selected : studio.panel)};
  box-shadow: ${({ $dragging }) => ($dragging ? '0 8px 24px rgba(11,60,93,0.25)' : 'none')};
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 2 : 'auto')};
`;

const Select = styled.button`
  flex: 1;
  min-width: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: 0.6rem;
  align-items: center;
  padding: 0.5rem 0.6rem 0.5rem 0.2rem;
  border: 0;
  background: transparent;
  font: inherit;
  text-align: left;
  color: ${studio.ink};
  cursor: pointer;
  border-radius: 0 ${studio.radius} ${studio.radius} 0;
  &:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: -3px; }
`;

const TypeIcon = styled.span`
  grid-row: span 2;
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: 6px;
  background: ${studio.subtle};
  color: ${studio.brand};
`;

const Type = styled.span`
  font-size: 0.8rem;
  font-weight: 700;
  color: ${studio.brand};
`;

const Words = styled.span`
  font-size: 0.8rem;
  color: ${studio.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const idOf = (index: number) => `block-${index + 1}`;

/** Memoised: typing changes one block object; the other rows keep theirs and do not re-render. */
const BlockRow = memo(function BlockRow({ page, block, index, count, selected }: { page: PageRef; block: Record<string, unknown>; index: number; count: number; selected: boolean }) {
  const sortable = useSortable({ id: idOf(index) });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const Icon = iconOfBlock(block.type);
  const type = typeof block.type === 'string' ? blockTypeName(block.type) : 'Block without a type';
  const words = firstWords(block);
  return (
    <Row ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} $selected={selected} $dragging={isDragging} data-block-row={index}>
      <GripButton sortable={sortable} label={`Drag block ${index + 1} of ${count}, ${blockTitle(block)}`} size={16} width="1.9rem" />
      <Select type="button" onClick={() => store.select({ page, block: index })} aria-current={selected ? 'true' : undefined}>
        <TypeIcon>
          <Icon size={18} aria-hidden="true" />
        </TypeIcon>
        <Type>
          <span className="visually-hidden">Block {index + 1}: </span>
          {type}
        </Type>
        <Words>{words || 'No text yet'}</Words>
      </Select>
    </Row>
  );
});

/** The blocks of a page, in order: select one, or drag it (pointer or keyboard) to a new position. */
export function BlockList({ page, blocks, selected }: { page: PageRef; blocks: Record<string, unknown>[]; selected: number | null }) {
  const ids = useMemo(() => blocks.map((_, index) => idOf(index)), [blocks]);
  return (
    <SortableList noun="block" ids={ids} nameOf={(index) => blockTitle(blocks[index])} onMove={(from, to) => moveBlock(page, from, to)}>
      <List aria-label="Blocks of this page, top to bottom">
        {blocks.map((block, index) => (
          <BlockRow key={ids[index]} page={page} block={block} index={index} count={blocks.length} selected={selected === index} />
        ))}
      </List>
    </SortableList>
  );
}
