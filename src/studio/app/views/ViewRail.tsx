import styled from 'styled-components';
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

/** The slim rail on the left that switches between pages, menus and site settings; plain links to #menus etc. */
export function ViewRail({ current }: { current: StudioView }) {
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
              </Item>
            </li>
          );
        })}
      </ul>
    </Rail>
  );
}
