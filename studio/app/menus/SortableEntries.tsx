import { rectSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { YamlPath } from '../../yaml';
import { GripButton } from '../ui/GripButton';
import { SortableList } from '../ui/SortableList';
import { studio } from '../ui/theme';
import { moveEntry } from './menuActions';

type Handle = ReturnType<typeof useSortable> & { name: string; position: number; count: number };
const HandleContext = createContext<Handle | null>(null);

const List = styled.ol<{ $grid: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ $grid }) => ($grid ? '0.75rem' : '0.3rem')};
  grid-template-columns: ${({ $grid }) => ($grid ? 'repeat(auto-fit, minmax(11.5rem, 1fr))' : 'minmax(0, 1fr)')};
  align-items: start;
`;

const Item = styled.li<{ $dragging: boolean }>`
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 3 : 'auto')};
  border-radius: ${studio.radius};
  box-shadow: ${({ $dragging }) => ($dragging ? '0 10px 26px rgba(11,60,93,0.25)' : 'none')};
`;

/** The grip of the entry it sits in: drag it, or focus it and use Space and the arrow keys. */
export function DragHandle() {
  const handle = useContext(HandleContext);
  if (!handle) return null;
  return <GripButton sortable={handle} label={`Drag ${handle.name}, ${handle.position} of ${handle.count}`} />;
}

function SortableItem({ id, name, position, count, children }: { id: string; name: string; position: number; count: number; children: ReactNode }) {
  const sortable = useSortable({ id });
  const handle: Handle = { ...sortable, name, position, count };
  return (
    <Item ref={sortable.setNodeRef} style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }} $dragging={sortable.isDragging}>
      <HandleContext.Provider value={handle}>{children}</HandleContext.Provider>
    </Item>
  );
}

type SortableEntriesProps<T> = {
  /** The list in nav.yaml, e.g. ['footer', 'columns', 2, 'links']. */
  listPath: YamlPath;
  items: readonly T[];
  /** The list's accessible name, e.g. "Links of the footer column Company". */
  label: string;
  /** What one entry is called ("link"), and how one entry is named in announcements: "link “Blog”". */
  noun: string;
  nameOf: (item: T, index: number) => string;
  layout?: 'list' | 'grid';
  children: (item: T, index: number) => ReactNode;
};

/**
 * One list of sibling menu entries that can be reordered by pointer or keyboard (dnd-kit), each its own drag context
 * so an entry moves among its siblings only; the announcements name entries as the editor sees them.
 */
export function SortableEntries<T>({ listPath, items, label, noun, nameOf, layout = 'list', children }: SortableEntriesProps<T>) {
  const key = listPath.join('-');
  const ids = useMemo(() => items.map((_, index) => `${key}-${index}`), [items, key]);
  const count = items.length;
  return (
    <SortableList
      noun={noun}
      ids={ids}
      nameOf={(index) => nameOf(items[index]!, index)}
      onMove={(from, to) => moveEntry(listPath, from, to)}
      {...(layout === 'grid' ? { strategy: rectSortingStrategy } : {})}
    >
      <List aria-label={label} $grid={layout === 'grid'}>
        {items.map((item, index) => (
          <SortableItem key={ids[index]} id={ids[index]!} name={nameOf(item, index)} position={index + 1} count={count}>
            {children(item, index)}
          </SortableItem>
        ))}
      </List>
    </SortableList>
  );
}
