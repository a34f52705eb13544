import styled from 'styled-components';
import { Band } from '../../ui/Band';
import { Buttons } from '../../ui/ButtonLink';
import { Heading } from '../../ui/Heading';
import { SocialLinks } from '../../ui/SocialLinks';
import type { BlockProps } from '../types';
import type { CallToActionBlock } from './schema';

// Left-aligned like every other block: the page keeps one left edge.
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  p { max-width: 56ch; margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  h2, h1 { margin: 0; }
  & > div { margin-top: 0; }
`;

export default function CallToAction({ block, level }: BlockProps<CallToActionBlock>) {
  return (
    <Band tone={block.tone ?? 'dark'}>
      <Layout>
        <Heading level={level}>{block.heading}</Heading>
        {block.text && <p>{block.text}</p>}
        <Buttons buttons={block.actions} />
        {block.socials && <SocialLinks links={block.socials} />}
      </Layout>
    </Band>
  );
}
