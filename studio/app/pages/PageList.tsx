import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { pageName, pagePathOf, pageOf, pageSummaries } from '../state/selectors';
import { store } from '../state/store';
import type { PageRef } from '../state/types';
import { useStudio } from '../state/useStudio';
import { GripButton } from '../ui/GripButton';
import { SearchField } from '../ui/SearchField';
import { SortableList } from '../ui/SortableList';
import { studio } from '../ui/theme';
import { movePage } from './pageActions';

const Filter = styled(SearchField)`
  margin-bottom: 0.5rem;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 14rem;
  overflow-y: auto;
  border: 1px solid ${studio.line};
  border-radius: ${studio.radius};
  background: ${studio.panel};
`;

const Row = styled.li<{ $current: boolean; $dragging: boolean }>`
  display: flex;
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 2 : 'auto')};
  border-left: 3px solid ${({ $current }) => ($current ? studio.accent : 'transparent')};
  background: ${({ $current }) => ($current ? studio.selected : studio.panel)};
  box-shadow: ${({ $dragging }) => ($dragging ? '0 8px 24px rgba(11,60,93,0.25)' : 'none')};
  &:hover { background: ${({ $current }) => ($current ? studio.selected : studio.subtle)}; }
`;

const Item = styled.button<{ $indent: boolean }>`
  flex: 1;
  min-width: 0;
  display: grid;
  padding: 0.4rem 0.7rem 0.4rem ${({ $indent }) => ($indent ? '0.7rem' : '0.1rem')};
  border: 0;
  background: transparent;
  font: inherit;
  text-align: left;
  cursor: pointer;
  strong { font-size: 0.85rem; font-weight: 600; color: ${studio.ink}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  span { font-size: 0.75rem; color: ${studio.muted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  &:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: -3px; }
`;

const Count = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.75rem;
  color: ${studio.muted};
`;

type Entry = { ref: PageRef; title: string; path: string };

const idOf = (index: number) => `page-${index + 1}`;

function PageButton({ entry, current, indent }: { entry: Entry; current: boolean; indent: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  // A page chosen elsewhere (just created, or moved) is scrolled into the list's view.
  useEffect(() => {
    if (current) button.current?.scrollIntoView({ block: 'nearest' });
  }, [current]);
  return (
    <Item ref={button} type="button" $indent={indent} aria-current={current ? 'page' : undefined} onClick={() => store.select({ page: entry.ref, block: null })}>
      <strong>{entry.title}</strong>
      <span>{entry.path}</span>
    </Item>
  );
}

/** A page that can be dragged by its handle (pointer, or keyboard: Space, arrows, Space). */
const SortableRow = memo(function SortableRow({ entry, index, count, current }: { entry: Entry; index: number; count: number; current: boolean }) {
  const sortable = useSortable({ id: idOf(index) });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  return (
    <Row ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} $current={current} $dragging={isDragging}>
      <GripButton sortable={sortable} label={`Drag page ${index + 1} of ${count}, ${entry.title}`} size={14} width="1.6rem" />
      <PageButton entry={entry} current={current} indent={false} />
    </Row>
  );
});

/**
 * Every page by title and path, searchable; choosing one shows its blocks, its preview and its settings. The pages
 * can be reordered (the order of pages.yaml) while the list is not filtered. Memoised:
 * typing into a block re-renders the studio, and a big site's 1,000 entries must not be rebuilt for each keystroke.
 */
export const PageList = memo(function PageList({ current }: { current: PageRef }) {
  const pages = useStudio(pageSummaries);
  const notFoundTitle = useStudio((state) => pageName(pageOf(state, 'notFound'), 'notFound'));
  const hasNotFound = useStudio((state) => pageOf(state, 'notFound') !== undefined);
  const [query, setQuery] = useState('');
  const all = useMemo(() => pages.map((page, index): Entry => ({ ref: index, ...page })), [pages]);
  const words = query.trim().toLowerCase();
  const entries = useMemo(() => (words ? all.filter((entry) => `${entry.title} ${entry.path}`.toLowerCase().includes(words)) : all), [all, words]);
  const notFound: Entry | null = hasNotFound && (!words || `${notFoundTitle} page not found`.toLowerCase().includes(words)) ? { ref: 'notFound', title: notFoundTitle, path: pagePathOf(undefined, 'notFound') } : null;
  const ids = useMemo(() => all.map((_, index) => idOf(index)), [all]);
  const total = pages.length + (hasNotFound ? 1 : 0);
  return (
    <nav aria-label="Pages">
      <Filter label="Search pages by title or address" placeholder="Search pages…" value={query} onChange={setQuery} />
      {words ? (
        <List aria-label="Pages matching the search">
          {[...entries, ...(notFound ? [notFound] : [])].map((entry) => (
            <Row key={String(entry.ref)} $current={entry.ref === current} $dragging={false}>
              <PageButton entry={entry} current={entry.ref === current} indent />
            </Row>
          ))}
        </List>
      ) : (
        <SortableList noun="page" ids={ids} nameOf={(index) => `the page ${all[index]?.title ?? ''}`.trim()} onMove={movePage}>
          <List aria-label="Pages, in the site’s order">
            {all.map((entry, index) => (
              <SortableRow key={ids[index]} entry={entry} index={index} count={all.length} current={entry.ref === current} />
            ))}
            {notFound && (
              <Row $current={current === 'notFound'} $dragging={false}>
                <PageButton entry={notFound} current={current === 'notFound'} indent />
              </Row>
            )}
          </List>
        </SortableList>
      )}
      <Count aria-live="polite">{words ? `${entries.length + (notFound ? 1 : 0)} of ${total} pages match` : `${total} pages`}</Count>
    </nav>
  );
});
