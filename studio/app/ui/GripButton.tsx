import type { useSortable } from '@dnd-kit/sortable';
import styled from 'styled-components';
import { GripVertical } from './icons';
import { studio } from './theme';

const Grip = styled.button<{ $width: string }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ $width }) => $width};
  align-self: stretch;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${studio.muted};
  cursor: grab;
  touch-action: none;
  &:hover { color: ${studio.brand}; background: rgba(11, 60, 93, 0.06); }
  &:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: -3px; }
`;

type Sortable = Pick<ReturnType<typeof useSortable>, 'setActivatorNodeRef' | 'attributes' | 'listeners'>;

/** The grip of a sortable row (blocks, pages, menu entries): drag it, or focus it and use Space and the arrow keys. */
export function GripButton({ sortable, label, size = 15, width = '1.75rem' }: { sortable: Sortable; label: string; size?: number; width?: string }) {
  return (
    <Grip ref={sortable.setActivatorNodeRef} type="button" $width={width} {...sortable.attributes} {...sortable.listeners} aria-label={label}>
      <GripVertical size={size} aria-hidden="true" />
    </Grip>
  );
}
