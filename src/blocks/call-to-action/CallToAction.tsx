import styled from 'styled-components';
import { Icon } from '../../icons/Icon';
import { telHref } from '../../shared/contactLinks';
import { Band } from '../../ui/Band';
import { Buttons } from '../../ui/ButtonLink';
import { Heading } from '../../ui/Heading';
import { SocialLinks } from '../../ui/SocialLinks';
import type { BlockProps } from '../types';
import type { CallToActionBlock } from './schema';

/*
 * Two columns from md up, so a desktop band uses the page's width: the invitation on the left, what to do about it
 * (a named contact and the buttons) on the right. On narrower screens they stack in reading order. Left-aligned like
 * every other block: the page keeps one left edge.
 */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: center;
    column-gap: ${({ theme }) => theme.space.xxl};
  }
`;

const Invitation = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p { max-width: 56ch; margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  h2, h1 { margin: 0; }
`;

const Response = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  & > div { margin-top: 0; }
`;

/* Drawn from the band's own text colour, so it reads on every tone without a colour of its own. */
const Card = styled.div`
  display: grid;
  gap: 0.25rem;
  width: 100%;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid color-mix(in srgb, currentColor 22%, transparent);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: color-mix(in srgb, currentColor 5%, transparent);
  p { margin: 0; }
`;

const Name = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
`;

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  svg { flex: none; }
`;

const Phone = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  font-weight: 600;
`;

export default function CallToAction({ block, level }: BlockProps<CallToActionBlock>) {
  const { contact } = block;
  return (
    <Band tone={block.tone ?? 'dark'}>
      <Layout>
        <Invitation>
          <Heading level={level}>{block.heading}</Heading>
          {block.text && <p>{block.text}</p>}
        </Invitation>
        <Response>
          {contact && (
            <Card data-contact="">
              <Name>{contact.name}</Name>
              {contact.role && <p>{contact.role}</p>}
              <Phone href={telHref(contact.phone.number)}>
                <Icon name="phone" size={18} strokeWidth={2} />
                {contact.phone.label} {contact.phone.number}
              </Phone>
              {contact.response && (
                <Line>
                  <Icon name="clock" size={18} strokeWidth={2} />
                  {contact.response}
                </Line>
              )}
            </Card>
          )}
          <Buttons buttons={block.actions} />
          {block.socials && <SocialLinks links={block.socials} />}
        </Response>
      </Layout>
    </Band>
  );
}
