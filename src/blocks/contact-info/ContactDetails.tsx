import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../../icons/Icon';
import type { IconName } from '../../icons/names';
import { SocialLinks } from '../../ui/SocialLinks';
import { mailHref, telHref } from '../../shared/contactLinks';
import type { ContactDetails as Details } from './schema';

type Layout = 'stack' | 'row';

const List = styled.dl<{ $layout: Layout }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  ${({ theme }) => theme.media.phone} { gap: ${({ theme }) => theme.space.sm}; }
  ${({ $layout, theme }) => $layout === 'row' && css`
    ${theme.media.md} { grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: ${theme.space.xl}; }
  `}
`;

const Item = styled.div`
  position: relative;
  min-height: 2.75rem;
  padding-left: calc(2.75rem + ${({ theme }) => theme.space.md});
`;

const Badge = styled.span`
  position: absolute;
  top: 0;
  left: 0;
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.band};
  color: ${({ theme }) => theme.colors.link};
  [data-tone='dark'] & { background: ${({ theme }) => theme.colors.washOnInverse}; color: ${({ theme }) => theme.colors.accentOnInverse}; }
`;

const Term = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  [data-tone='dark'] & { color: ${({ theme }) => theme.colors.accentOnInverse}; }
`;

const Value = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
  /* A value that is a link is a tap target of its own (not a link in a sentence): at least 24 px tall. */
  a { font-weight: 600; text-decoration: none; display: inline-flex; align-items: center; min-height: 24px; }
  a:hover { text-decoration: underline; }
  address { font-style: normal; }
  ul { margin-top: ${({ theme }) => theme.space.sm}; }
`;

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <Item>
      <Term>
        <Badge><Icon name={icon} size={20} /></Badge>
        {label}
      </Term>
      <Value>{children}</Value>
    </Item>
  );
}

/** Email, phone, fax, address and social icons, each shown only when given; numbers and addresses are links. */
export function ContactDetails({ details, layout = 'stack' }: { details: Omit<Details, 'heading' | 'text'>; layout?: Layout }) {
  const { email, phone, fax, address, socials } = details;
  return (
    <List $layout={layout}>
      {address && (
        <Detail icon="map-pin" label={address.label}>
          <address>{address.lines.map((line, index) => <span key={index}>{line}<br /></span>)}</address>
        </Detail>
      )}
      {phone && <Detail icon="phone" label={phone.label}><a href={telHref(phone.number)}>{phone.number}</a></Detail>}
      {fax && <Detail icon="printer" label={fax.label}>{fax.number}</Detail>}
      {email && <Detail icon="mail" label={email.label}><a href={mailHref(email.address)}>{email.address}</a></Detail>}
      {socials && <Detail icon="users" label={socials.label}><SocialLinks links={socials.links} /></Detail>}
    </List>
  );
}
