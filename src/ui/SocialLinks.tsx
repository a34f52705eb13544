import styled from 'styled-components';
import type { SocialLink } from '../shared/fields';
import { SocialIcon } from '../icons/SocialIcon';
import { useSiteLabels } from '../shared/SiteLabels';
import { visuallyHidden } from '../theme/mixins';
import { SmartLink } from './SmartLink';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  /* Five 44 px icons fit one row of a phone's narrowest panel. */
  ${({ theme }) => theme.media.phone} { gap: ${({ theme }) => theme.space.xs}; }
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled(SmartLink)`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: inherit;
  border: 1px solid currentColor;
  transition: background ${({ theme }) => theme.motion.fast};
  &[href]:hover { background: ${({ theme }) => theme.colors.washOnInverseStrong}; color: inherit; }
`;

const Hidden = styled.span`${visuallyHidden}`;

/** Social icons; those without an address yet are drawn like the others (a dashed "placeholder" circle looked
 * unfinished) but are no links: their name says they are coming soon. */
export function SocialLinks({ links, className }: { links: SocialLink[]; className?: string }) {
  const labels = useSiteLabels();
  return (
    <List className={className}>
      {links.map((link) => (
        <li key={link.network}>
          <Item to={link.to} placeholderNote={labels.comingSoon} isNoteSpoken={false}>
            <SocialIcon network={link.network} />
            <Hidden>{link.to ? link.label : `${link.label} (${labels.comingSoon})`}</Hidden>
          </Item>
        </li>
      ))}
    </List>
  );
}
