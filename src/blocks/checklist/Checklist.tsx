import styled from 'styled-components';
import { Icon } from '../../icons/Icon';
import { Band } from '../../ui/Band';
import { BlockIntro } from '../../ui/BlockIntro';
import { Buttons } from '../../ui/ButtonLink';
import { Fold } from '../../ui/Fold';
import type { BlockProps } from '../types';
import type { ChecklistBlock, ChecklistItem } from './schema';

// role="list" keeps the list semantics in Safari, which drops them when list-style is none. Two newspaper columns
// on wide screens: the list reads down, then across, and an odd count leaves no hole in a grid.
const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  column-gap: ${({ theme }) => theme.space.xxl};
  ${({ theme }) => theme.media.md} { columns: 2; }
`;

const Item = styled.li`
  break-inside: avoid;
  margin-bottom: ${({ theme }) => theme.space.md};
  display: grid;
  grid-template-columns: 28px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  svg { color: ${({ theme }) => theme.colors.link}; margin-top: 0.1rem; }
  p { margin: 0; }
  /* Colours follow the band's text colour, so the list reads on every tone without a rule per tone. */
  strong { display: block; }
  ${({ theme }) => theme.media.phone} {
    gap: ${({ theme }) => theme.space.sm};
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    strong { font-size: ${({ theme }) => theme.fontSizes.base}; }
  }
`;

const Detail = styled.span`
  display: block;
  opacity: 0.85;
`;

function Line({ item }: { item: ChecklistItem }) {
  if (typeof item === 'string') return <p>{item}</p>;
  return (
    <p>
      <strong>{item.title}</strong>
      <Detail>{item.text}</Detail>
    </p>
  );
}

const keyOf = (item: ChecklistItem) => (typeof item === 'string' ? item : item.title);

/** What is included, as a ticked list in two columns on wide screens. */
export default function Checklist({ block, level }: BlockProps<ChecklistBlock>) {
  return (
    <Band tone={block.tone}>
      <BlockIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} level={level} />
      <Fold count={block.items.length} items="> ul > li">
      <Items role="list">
        {block.items.map((item) => (
          <Item key={keyOf(item)}>
            <Icon name="circle-check" size={26} />
            <Line item={item} />
          </Item>
        ))}
      </Items>
      </Fold>
      <Buttons buttons={block.actions} />
    </Band>
  );
}
