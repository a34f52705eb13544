import styled from 'styled-components';
import { Band } from '../../ui/Band';
import { Heading } from '../../ui/Heading';
import type { BlockProps } from '../types';
import { ContactDetails } from './ContactDetails';
import type { ContactInfoBlock } from './schema';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.phone} { gap: ${({ theme }) => theme.space.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; max-width: 40ch; }
  [data-tone='dark'] & p { color: inherit; }
`;

/** A band of contact details, e.g. the Headquarters: heading and sentence beside the details. */
export default function ContactInfo({ block, level }: BlockProps<ContactInfoBlock>) {
  const { heading, text, ...details } = block;
  return (
    <Band tone={block.tone}>
      <Layout>
        <div>
          <Heading level={level} size="xl">{heading}</Heading>
          {text && <p>{text}</p>}
        </div>
        <ContactDetails details={details} layout="row" />
      </Layout>
    </Band>
  );
}
