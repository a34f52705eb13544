import styled from 'styled-components';
import { cardSurface } from '../../theme/mixins';
import { Band } from '../../ui/Band';
import { Fold } from '../../ui/Fold';
import { BlockIntro } from '../../ui/BlockIntro';
import { balancedGrid, cardList } from '../../ui/columns';
import { below, Heading } from '../../ui/Heading';
import { Picture } from '../../ui/Picture';
import { SmartLink } from '../../ui/SmartLink';
import type { BlockProps } from '../types';
import type { RelatedBlock } from './schema';

const Tiles = styled.ul`
  ${cardList}
  ${balancedGrid}
  & > li { min-width: 0; }
`;

/* The whole tile is clickable, but the link itself is only the title, so it reads well out of context. */
const Tile = styled.article`
  ${cardSurface}
  position: relative;
  height: 100%;
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  img {
    width: 96px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.band};
  }
  h3, h4 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.base}; }
  p { margin: ${({ theme }) => theme.space.xs} 0 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const TileLink = styled(SmartLink)`
  color: ${({ theme }) => theme.colors.heading};
  display: inline-block;
  &:not(:hover) { text-decoration: none; }
  &::after { content: ''; position: absolute; inset: 0; }
  min-height: 24px;
`;

/** Tiles with a thumbnail that lead on to related pages; closes a page instead of a row of buttons. */
export default function Related({ block, level }: BlockProps<RelatedBlock>) {
  const tileLevel = block.heading ? below(level) : level;
  return (
    <Band tone={block.tone}>
      <BlockIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} level={level} />
      <Fold count={block.tiles.length} items="> ul > li">
      <Tiles role="list">
        {block.tiles.map((tile) => (
          <li key={tile.to}>
            <Tile>
              <Picture image={tile.image} sizes="96px" />
              <div>
                <Heading level={tileLevel} size="md">
                  <TileLink to={tile.to}>
                    {tile.title}
                  </TileLink>
                </Heading>
                {tile.text && <p>{tile.text}</p>}
              </div>
            </Tile>
          </li>
        ))}
      </Tiles>
      </Fold>
    </Band>
  );
}
