import styled from 'styled-components';
import { Band } from '../../ui/Band';
import { Buttons } from '../../ui/ButtonLink';
import { Heading } from '../../ui/Heading';
import { SocialLinks } from '../../ui/SocialLinks';
import type { BlockProps } from '../types';
import type { CallToActionBlock } from './schema';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  text-align: center;
  justify-items: center;
  p { max-width: 56ch; margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  h2, h1 { margin: 0; }
  & > div { margin-top: 0; }
`;

export default function CallToAction({ block, level }: BlockProps<CallToActionBlock>) {
  return (
    <Band tone={block.tone ?? 'deep'}>
      <Layout>
        <Heading level={level}>{block.heading}</Heading>
        {block.text && <p>{block.text}</p>}
        <Buttons buttons={block.actions} center />
        {block.socials && <SocialLinks links={block.socials} />}
      </Layout>
    </Band>
  );
}
