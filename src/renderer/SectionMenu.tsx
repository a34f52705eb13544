import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import { useSiteLabels } from '../shared/SiteLabels';
import { container } from '../theme/mixins';
import type { PageSection } from './pageSections';

/*
 * A phone reader of a long page sees its sections under the hero, folded into one line ("On this page"): a <details>
 * of plain anchor links, so it needs no script. From 640 px up the page is short enough on screen to scan; no menu.
 */
const Menu = styled.nav`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.notPhone} { display: none; }
`;

const Fold = styled.details`
  ${container}
`;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 48px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.heading};
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker { display: none; }
  details[open] > & svg { transform: rotate(180deg); }
`;

const Links = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.sm};
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-decoration: none;
    font-weight: 600;
  }
`;

/** The menu of a long page's sections, shown on phones under the hero. */
export function SectionMenu({ sections }: { sections: PageSection[] }) {
  const labels = useSiteLabels();
  return (
    <Menu aria-label={labels.sectionMenu}>
      <Fold>
        <Summary>
          {labels.sectionMenu}
          <Icon name="chevron-down" size={20} />
        </Summary>
        <Links>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </Links>
      </Fold>
    </Menu>
  );
}
