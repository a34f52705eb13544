import { Search } from '../ui/icons';
import { memo, useMemo, useState } from 'react';
import styled from 'styled-components';
import { pageName, pagePathOf, pageOf, pageSummaries } from '../state/selectors';
import { store } from '../state/store';
import type { PageRef } from '../state/types';
import { useStudio } from '../state/useStudio';
import { studio } from '../ui/theme';

const SearchBox = styled.div`
  position: relative;
  margin-bottom: 0.5rem;
  svg { position: absolute; left: 0.6rem; top: 50%; transform: translateY(-50%); color: ${studio.muted}; pointer-events: none; }
  input {
    width: 100%;
    font: inherit;
    font-size: 0.875rem;
    padding: 0.45rem 0.6rem 0.45rem 2rem;
    border: 1px solid #8A99A8;
    border-radius: 6px;
    &:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: 1px; }
  }
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

const Item = styled.button<{ $current: boolean }>`
  display: grid;
  width: 100%;
  padding: 0.4rem 0.7rem;
  border: 0;
  border-left: 3px solid ${({ $current }) => ($current ? studio.accent : 'transparent')};
  background: ${({ $current }) => ($current ? studio.selected : 'transparent')};
  font: inherit;
  text-align: left;
  cursor: pointer;
  strong { font-size: 0.85rem; font-weight: 600; color: ${studio.ink}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  span { font-size: 0.75rem; color: ${studio.muted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  &:hover { background: ${studio.subtle}; }
  &:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: -3px; }
`;

const Count = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.75rem;
  color: ${studio.muted};
`;

/**
 * Every page by title and path, searchable; choosing one shows its blocks and its preview. Memoised: typing into a
 * block re-renders the studio, and a big site's 1,000 entries must not be rebuilt for each keystroke.
 */
export const PageList = memo(function PageList({ current }: { current: PageRef }) {
  const pages = useStudio(pageSummaries);
  const notFoundTitle = useStudio((state) => pageName(pageOf(state, 'notFound'), 'notFound'));
  const hasNotFound = useStudio((state) => pageOf(state, 'notFound') !== undefined);
  const [query, setQuery] = useState('');
  const entries = useMemo(() => {
    const all: { ref: PageRef; title: string; path: string }[] = pages.map((page, index) => ({ ref: index, ...page }));
    if (hasNotFound) all.push({ ref: 'notFound', title: notFoundTitle, path: pagePathOf(undefined, 'notFound') });
    const words = query.trim().toLowerCase();
    return words ? all.filter((entry) => `${entry.title} ${entry.path}`.toLowerCase().includes(words)) : all;
  }, [pages, hasNotFound, notFoundTitle, query]);
  return (
    <nav aria-label="Pages">
      <SearchBox>
        <Search size={16} aria-hidden="true" />
        <input type="search" aria-label="Search pages by title or path" placeholder="Search pages…" value={query} onChange={(event) => setQuery(event.target.value)} />
      </SearchBox>
      <List>
        {entries.map((entry) => (
          <li key={String(entry.ref)}>
            <Item type="button" $current={entry.ref === current} aria-current={entry.ref === current ? 'page' : undefined} onClick={() => store.select({ page: entry.ref, block: null })}>
              <strong>{entry.title}</strong>
              <span>{entry.path}</span>
            </Item>
          </li>
        ))}
      </List>
      <Count aria-live="polite">{query ? `${entries.length} of ${pages.length + (hasNotFound ? 1 : 0)} pages match` : `${entries.length} pages`}</Count>
    </nav>
  );
});
