import styled from 'styled-components';
import { Band } from '../../ui/Band';
import { Buttons } from '../../ui/ButtonLink';
import { below, Heading } from '../../ui/Heading';
import { RichText } from '../../ui/RichText';
import { Eyebrow } from '../../ui/Eyebrow';
import type { BlockProps } from '../types';
import type { SectionBlock } from './schema';

const Column = styled.div<{ $center: boolean }>`
  ${({ $center }) => $center && 'text-align: center; & > * { margin-inline: auto; }'}
`;

export default function Section({ block, level }: BlockProps<SectionBlock>) {
  const center = block.align === 'center';
  return (
    <Band tone={block.tone} narrow>
      <Column $center={center}>
        {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
        {block.heading && <Heading level={level} size={level === 1 ? 'display' : 'xxl'}>{block.heading}</Heading>}
        <RichText body={block.body} level={block.heading ? below(level) : level} />
        <Buttons buttons={block.actions} center={center} />
      </Column>
    </Band>
  );
}
