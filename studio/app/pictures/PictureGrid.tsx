import styled from 'styled-components';
import { ChoiceGrid, ChoiceTile } from '../ui/ChoiceGrid';
import { studio } from '../ui/theme';
import { thumbnailUrl, type PictureInfo } from './picturesApi';
import { describeSize, fileNameOf } from './pictureText';

const Tile = styled(ChoiceTile)`
  display: grid;
  gap: 0.15rem;
  padding: 0.4rem 0.4rem 0.55rem;
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

/** The pictures as thumbnails; choosing one goes on to its description. */
export function PictureGrid({ pictures, currentSrc, onPick }: { pictures: readonly PictureInfo[]; currentSrc?: string | undefined; onPick: (picture: PictureInfo) => void }) {
  return (
    <ChoiceGrid label="The site’s pictures" min="9.5rem">
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
    </ChoiceGrid>
  );
}
