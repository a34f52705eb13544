// The drag context every reorderable list of the studio shares (blocks, pages, menu entries): sensors, what a screen
// reader hears, and the move an item's drop asks for, by position.
import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { dragInstructions, listAnnouncements, useListSensors } from './sortable';

type SortableListProps = {
  /** What the items are, in announcements and instructions ("block"). */
  noun: string;
  /** The items' sortable ids, in order. */
  ids: readonly string[];
  /** How the item at `index` is called in announcements. */
  nameOf: (index: number) => string;
  onMove: (from: number, to: number) => void;
  strategy?: SortingStrategy;
  children: ReactNode;
};

export function SortableList({ noun, ids, nameOf, onMove, strategy = verticalListSortingStrategy, children }: SortableListProps) {
  const sensors = useListSensors();
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const announcements = listAnnouncements(noun, ids.length, (id) => nameOf(indexOf(id)), (id) => indexOf(id) + 1);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: dragInstructions(noun) } }}
    >
      <SortableContext items={[...ids]} strategy={strategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
