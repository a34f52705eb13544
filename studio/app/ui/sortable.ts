// What every reorderable list of the studio shares (blocks, pages): pointer and keyboard sensors, and what a screen
// reader hears while an item is picked up, moved and dropped.
import { KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** A small pointer movement starts a drag (a click stays a click); Space or Enter on a handle starts one by keyboard. */
export function useListSensors() {
  return useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
}

/**
 * The announcements for a list of `count` items, where `name(id)` is how an item is called and `position(id)` its
 * place counted from 1; `noun` says what the items are ("block").
 */
export function listAnnouncements(noun: string, count: number, name: (id: UniqueIdentifier) => string, position: (id: UniqueIdentifier) => number): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, ${noun} ${position(active.id)} of ${count}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} is now at position ${position(over.id)} of ${count}.` : `${name(active.id)} is no longer over the list.`),
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at position ${position(over.id)} of ${count}.` : `${name(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled; it stays at position ${position(active.id)}.`,
  };
}

/** How to move an item with the keyboard, read when a handle is focused. */
export const dragInstructions = (noun: string) =>
  `To move a ${noun}, press Space or Enter on its handle, use the up and down arrow keys to choose its new position, then press Space or Enter again to drop it, or Escape to cancel.`;
