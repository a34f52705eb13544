import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { studio } from './theme';

const Grid = styled.ul<{ $min: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: 0.6rem 0.75rem;
`;

/** One choice of a grid: a card-like button, outlined when current. */
export const ChoiceTile = styled.button`
  position: relative;
  width: 100%;
  height: 100%;
  border: 1px solid ${studio.line};
  border-radius: ${studio.radius};
  background: ${studio.panel};
  font: inherit;
  text-align: left;
  color: ${studio.ink};
  cursor: pointer;
  &:hover { border-color: ${studio.accent}; background: ${studio.selected}; }
  &:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: 2px; }
  &[aria-current='true'] { border-color: ${studio.accent}; box-shadow: inset 0 0 0 1px ${studio.accent}; }
`;

/** How many tiles share the first row: the grid's columns follow the dialog's width. */
function columnsOf(tiles: HTMLElement[]): number {
  const top = tiles[0]?.getBoundingClientRect().top;
  const count = tiles.findIndex((tile) => tile.getBoundingClientRect().top !== top);
  return count === -1 ? tiles.length : count;
}

/** Arrow keys move between tiles as on a grid (Home and End to the first and last); Tab still visits each in turn. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const tiles = [...event.currentTarget.querySelectorAll<HTMLElement>('button')];
  const at = tiles.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columnsOf(tiles), ArrowUp: -columnsOf(tiles) };
  const next = event.key === 'Home' ? 0 : event.key === 'End' ? tiles.length - 1 : steps[event.key] === undefined ? -1 : at + steps[event.key]!;
  if (next < 0 || next >= tiles.length) return;
  event.preventDefault();
  tiles[next]!.focus();
}

/** A grid of choices (block types, pictures): as many columns as fit at `min` wide, walked with the arrow keys. */
export function ChoiceGrid({ label, min, children }: { label: string; min: string; children: ReactNode }) {
  return (
    <Grid $min={min} aria-label={label} onKeyDown={moveFocus}>
      {children}
    </Grid>
  );
}
