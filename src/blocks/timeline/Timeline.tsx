import styled, { css, type DefaultTheme } from 'styled-components';
import { Band } from '../../ui/Band';
import { BlockIntro } from '../../ui/BlockIntro';
import { Fold } from '../../ui/Fold';
import { below, Heading } from '../../ui/Heading';
import { Picture } from '../../ui/Picture';
import type { BlockProps } from '../types';
import type { TimelineBlock } from './schema';

type Layout = TimelineBlock['layout'];

/** Where a horizontal timeline turns from a column into one row: later for more stages, so each keeps its width. */
const across = (count: number, theme: DefaultTheme) => (count <= 4 ? theme.media.lg : theme.media.xl);

const Frame = styled.div<{ $layout: Layout }>`
  ${({ $layout, theme }) =>
    $layout === 'sticky' &&
    css`
      display: grid;
      gap: ${theme.space.xl};
      ${theme.media.lg} {
        grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
        column-gap: ${theme.space.xxl};
        align-items: start;
      }
    `}
`;

/* The picture stays beside the stages while they scroll past (below the sticky header). */
const Aside = styled.div`
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.xl});
  }
  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.band};
  }
`;

// role="list" keeps the list semantics in Safari, which drops them when list-style is none.
const Stages = styled.ol<{ $layout: Layout; $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.phone} { gap: ${({ theme }) => theme.space.lg}; }
  ${({ $layout, $count, theme }) =>
    $layout === 'horizontal' &&
    css`
      ${across($count, theme)} {
        grid-template-columns: repeat(${$count}, minmax(0, 1fr));
        gap: ${theme.space.lg};
      }
    `}
`;

const Stage = styled.li<{ $layout: Layout; $count: number }>`
  position: relative;
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.md};
  align-content: start;
  /* The line joining the stages: down the side on phones and in the sticky layout, across on wide screens. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    left: 19px;
    top: 44px;
    bottom: calc(-1 * ${({ theme }) => theme.space.xl} + 4px);
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  ${({ theme }) => theme.media.phone} { &:not(:last-child)::before { bottom: calc(-1 * ${({ theme }) => theme.space.lg} + 4px); } }
  ${({ $layout, $count, theme }) =>
    $layout === 'horizontal' &&
    css`
      ${across($count, theme)} {
        grid-template-columns: minmax(0, 1fr);
        row-gap: ${theme.space.md};
        &:not(:last-child)::before { left: 48px; right: calc(-1 * ${theme.space.lg} + 4px); top: 19px; bottom: auto; width: auto; height: 2px; }
      }
    `}
  p { margin: 0; }
  h3, h4, h5 { margin: 0 0 ${({ theme }) => theme.space.xs}; }
`;

const Marker = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.link};
  color: ${({ theme }) => theme.colors.onInverse};
  font-weight: 700;
  [data-tone='dark'] & { background: ${({ theme }) => theme.colors.highlightOnInverse}; color: ${({ theme }) => theme.colors.inverse}; }
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.linkOnBand};
  white-space: nowrap;
  [data-tone='dark'] & { color: ${({ theme }) => theme.colors.accentOnInverse}; }
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  [data-tone='dark'] & { color: ${({ theme }) => theme.colors.onInverse}; }
`;

/** Stages in order along a line: across the page on wide screens, or down beside a picture that stays in view. */
export default function Timeline({ block, level }: BlockProps<TimelineBlock>) {
  const stageLevel = block.heading ? below(level) : level;
  const stages = (
    <Fold count={block.milestones.length} items="> ol > li">
    <Stages role="list" $layout={block.layout} $count={block.milestones.length}>
      {block.milestones.map((milestone, index) => (
        <Stage key={milestone.title} $layout={block.layout} $count={block.milestones.length}>
          {/* The ordered list already tells screen readers the position. */}
          <Marker aria-hidden="true">{index + 1}</Marker>
          <div>
            {milestone.label && <Label>{milestone.label}</Label>}
            <Heading level={stageLevel} size="md">{milestone.title}</Heading>
            <Text>{milestone.text}</Text>
          </div>
        </Stage>
      ))}
    </Stages>
    </Fold>
  );
  return (
    <Band tone={block.tone}>
      <BlockIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} level={level} />
      <Frame $layout={block.layout}>
        {block.layout === 'sticky' && block.image && (
          <Aside>
            <Picture image={block.image} sizes="(min-width: 1024px) 45vw, 100vw" />
          </Aside>
        )}
        {stages}
      </Frame>
    </Band>
  );
}
