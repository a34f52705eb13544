import styled, { css } from 'styled-components';
import { Band } from '../../ui/Band';
import { Buttons } from '../../ui/ButtonLink';
import { below, Heading } from '../../ui/Heading';
import { RichText } from '../../ui/RichText';
import { Eyebrow } from '../../ui/Eyebrow';
import type { BlockProps } from '../types';
import type { SectionBlock } from './schema';
import { SectionAside } from './SectionAside';

const Column = styled.div<{ $center: boolean }>`
  ${({ $center }) => $center && 'text-align: center; & > * { margin-inline: auto; }'}
`;

/* With a companion panel the text keeps its reading measure and the panel takes the rest of the row on wide screens,
   so the desktop is not left empty; on narrower screens the panel follows the text. */
const WithAside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  & > * { min-width: 0; }
  ${({ theme }) => css`
    ${theme.media.lg} {
      grid-template-columns: minmax(0, calc(${theme.layout.measure} + 4rem)) minmax(16rem, 1fr);
      column-gap: ${theme.space.xxl};
      align-items: start;
    }
  `}
`;

/* A full-width section flows its text into two columns on wide screens instead of leaving the right of the row empty. */
const TwoColumnText = styled(RichText)`
  ${({ theme }) => css`
    ${theme.media.lg} {
      max-width: none;
      columns: 2;
      column-gap: ${theme.space.xxl};
      p, li { break-inside: avoid; }
    }
  `}
`;

export default function Section({ block, level }: BlockProps<SectionBlock>) {
  const center = block.align === 'center';
  const full = block.width === 'full';
  const Body = full ? TwoColumnText : RichText;
  const text = (
    <>
      {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
      {block.heading && <Heading level={level} size={level === 1 ? 'display' : 'xxl'}>{block.heading}</Heading>}
      <Body body={block.body} level={block.heading ? below(level) : level} />
      <Buttons buttons={block.actions} center={center} />
    </>
  );
  if (block.aside) {
    return (
      <Band tone={block.tone}>
        <WithAside>
          <Column $center={center}>{text}</Column>
          <SectionAside aside={block.aside} level={block.heading ? below(level) : level} />
        </WithAside>
      </Band>
    );
  }
  return (
    <Band tone={block.tone} narrow={!full}>
      <Column $center={center}>{text}</Column>
    </Band>
  );
}
