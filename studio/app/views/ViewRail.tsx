import { useMemo } from 'react';
import styled from 'styled-components';
import type { Problem } from '../../../src/content';
import { entryContaining } from '../menus/menuModel';
import { parseFieldName } from '../state/paths';
import { useStudio } from '../state/useStudio';
import { FileText, ListTree, Settings, type LucideIcon } from '../ui/icons';
import { studio } from '../ui/theme';
import { studioViews, type StudioView } from './studioView';

const icons: Record<StudioView, LucideIcon> = { pages: FileText, menus: ListTree, settings: Settings };

const Rail = styled.nav`
  grid-area: rail;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.6rem 0.4rem;
  background: ${studio.panel};
  border-right: 1px solid ${studio.line};
  ul { display: contents; }
  li { list-style: none; }
`;

const Item = styled.a`
  display: grid;
  justify-items: center;
  gap: 0.25rem;
  padding: 0.55rem 0.2rem 0.5rem;
  border-radius: ${studio.radius};
  color: ${studio.muted};
  font-size: 0.72rem;
  font-weight: 600;
  line-height: 1.15;
  text-align: center;
  text-decoration: none;
  position: relative;
  &:hover { background: ${studio.subtle}; color: ${studio.brand}; }
  &:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: -3px; }
  &[aria-current='page'] { background: ${studio.selected}; color: ${studio.brand}; }
  &[aria-current='page']::before {
    content: '';
    position: absolute;
    left: -0.4rem;
    top: 0.45rem;
    bottom: 0.45rem;
    width: 3px;
    border-radius: 0 3px 3px 0;
    background: ${studio.accent};
  }
`;

const Count = styled.span`
  position: absolute;
  top: 0.25rem;
  right: 0.45rem;
  min-width: 1.15rem;
  padding: 0 0.3rem;
  border-radius: 999px;
  background: ${studio.danger};
  color: #fff;
  font-size: 0.68rem;
  font-weight: 700;
  line-height: 1.15rem;
`;

/** Which view shows a problem's field: a menu entry, a site setting, or (anything in pages.yaml) a page. */
function viewOfProblem(problem: Problem): StudioView {
  if (problem.file !== 'nav.yaml') return 'pages';
  return entryContaining(parseFieldName(problem.path)) ? 'menus' : 'settings';
}

/** The slim rail on the left that switches between pages, menus and site settings; plain links to #menus etc. */
export function ViewRail({ current }: { current: StudioView }) {
  const problems = useStudio((state) => state.problems);
  const counts = useMemo(() => {
    const byView: Record<StudioView, number> = { pages: 0, menus: 0, settings: 0 };
    for (const problem of problems) byView[viewOfProblem(problem)] += 1;
    return byView;
  }, [problems]);
  return (
    <Rail aria-label="Studio views">
      <ul>
        {studioViews.map(({ view, label, hash }) => {
          const Icon = icons[view];
          return (
            <li key={view}>
              <Item href={hash} aria-current={view === current ? 'page' : undefined}>
                <Icon size={20} aria-hidden="true" />
                {label}
                {counts[view] > 0 && (
                  <Count>
                    {counts[view]}
                    <span className="visually-hidden"> {counts[view] === 1 ? 'problem' : 'problems'}</span>
                  </Count>
                )}
              </Item>
            </li>
          );
        })}
      </ul>
    </Rail>
  );
}
