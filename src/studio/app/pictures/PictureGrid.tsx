import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { studio } from '../ui/theme';
import { thumbnailUrl, type PictureInfo } from './picturesApi';
import { describeSize, fileNameOf } from './pictureText';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: 0.75rem;
`;

const Tile = styled.button`
  position: relative;
  width: 100%;
  display: grid;
  gap: 0.15rem;
  padding: 0.4rem 0.4rem 0.55rem;
  border: 1px solid ${studio.line};
  border-radius: ${studio.radius};
  background: ${studio.panel};
  font: inherit;
  text-align: left;
  color: ${studio.ink};
  cursor: pointer;
  &:hover { border-color: ${studio.accent}; background: ${studio.selected}; }
  &:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: 2px; }
  &[aria-current='true'] { border: 2px solid ${studio.accent}; padding: calc(0.4rem - 1px) calc(0.4rem - 1px) calc(0.55rem - 1px); }
`;

/** A light checkerboard behind each picture, so transparent areas read as transparent. */
const Frame = styled.span`
  display: grid;
  place-items: center;
  position: relative;
  aspect-ratio: 4 / 3;
  margin-bottom: 0.3rem;
  border-radius: 5px;
  overflow: hidden;
  background: #fff conic-gradient(#EEF2F6 25%, #fff 0 50%, #EEF2F6 0 75%, #fff 0) 0 0 / 16px 16px;
  img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: contain; }
`;

const Name = styled.span`
  font-size: 0.8rem;
  font-weight: 600;
  color: ${studio.brand};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  font-size: 0.75rem;
  color: ${studio.muted};
`;

const Badge = styled.span`
  position: absolute;
  top: 0.7rem;
  left: 0.7rem;
  padding: 0.1rem 0.45rem;
  border-radius: 999px;
  background: ${studio.accent};
  color: #fff;
  font-size: 0.7rem;
  font-weight: 700;
`;

/** How many tiles share the first row: the grid's columns follow the dialog's width. */
function columnsOf(tiles: HTMLElement[]): number {
  const top = tiles[0]?.getBoundingClientRect().top;
  const count = tiles.findIndex((tile) => tile.getBoundingClientRect().top !== top);
  return count === -1 ? tiles.length : count;
}

/** Arrow keys move between tiles as on a grid (Home and End to the first and last); Tab still visits each in turn. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const tiles = [...event.currentTarget.querySelectorAll<HTMLElement>('button')];
  const at = tiles.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columnsOf(tiles), ArrowUp: -columnsOf(tiles) };
  const next = event.key === 'Home' ? 0 : event.key === 'End' ? tiles.length - 1 : steps[event.key] === undefined ? -1 : at + steps[event.key]!;
  if (next < 0 || next >= tiles.length) return;
  event.preventDefault();
  tiles[next]!.focus();
}

/** The pictures as thumbnails; choosing one goes on to its description. */
export function PictureGrid({ pictures, currentSrc, onPick }: { pictures: readonly PictureInfo[]; currentSrc?: string | undefined; onPick: (picture: PictureInfo) => void }) {
  return (
    <Grid aria-label="The site’s pictures" onKeyDown={moveFocus}>
      {pictures.map((picture) => {
        const current = picture.path === currentSrc;
        return (
          <li key={picture.path}>
            <Tile type="button" aria-current={current || undefined} title={picture.path} onClick={() => onPick(picture)}>
              <Frame>
                <img src={thumbnailUrl(picture.path)} alt="" loading="lazy" decoding="async" />
              </Frame>
              <Name>{fileNameOf(picture.path)}</Name>
              <Meta>{describeSize(picture)}</Meta>
              {current && <Badge>In use</Badge>}
            </Tile>
          </li>
        );
      })}
    </Grid>
  );
}
