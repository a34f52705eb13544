import { useRef, useState } from 'react';
import { Icon } from '../../icons/Icon';
import { pillButton, primaryFill } from '../../ui/buttonStyles';
import styled from 'styled-components';
import { Band } from '../../ui/Band';
import { Heading } from '../../ui/Heading';
import { Picture } from '../../ui/Picture';
import { SmartLink } from '../../ui/SmartLink';
import type { BlockProps } from '../types';
import type { MapBlock } from './schema';

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  width: 100%;
  height: clamp(24rem, 52vw, 36rem);
  ${({ theme }) => theme.media.phone} { height: 11.5rem; }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.band};
  box-shadow: ${({ theme }) => theme.shadows.card};
  img, iframe { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }
  img { object-fit: cover; }
`;

const Overlay = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.components.mapNoticeBg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  p { margin: 0; max-width: 60ch; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const LoadButton = styled.button`
  ${pillButton}
  ${primaryFill}
  border: 0;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.components.buttonPrimaryHoverBg}; }
`;

const Head = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl};
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; max-width: 60ch; }
`;

const MapLink = styled(SmartLink)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.md};
  font-weight: 600;
`;

/**
 * A map that makes no request to the map service until the visitor asks: a still preview and a button,
 * then the live map in an iframe with a title (focus moves to it).
 */
export default function MapEmbed({ block, level }: BlockProps<MapBlock>) {
  const [isLoaded, setIsLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const load = () => {
    setIsLoaded(true);
    requestAnimationFrame(() => frame.current?.focus());
  };
  return (
    <Band tone={block.tone}>
      {(block.heading || block.text) && (
        <Head>
          {block.heading && <Heading level={level} size="xl">{block.heading}</Heading>}
          {block.text && <p>{block.text}</p>}
        </Head>
      )}
      <Frame>
        {isLoaded ? (
          <iframe ref={frame} src={block.embedUrl} title={block.title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
        ) : (
          <>
            <Picture image={block.preview} sizes="(min-width: 1200px) 1200px, 100vw" />
            <Overlay>
              <p>{block.notice}</p>
              <LoadButton type="button" onClick={load}>
                <Icon name="map-pin" size={18} strokeWidth={2} />
                {block.loadLabel}
              </LoadButton>
            </Overlay>
          </>
        )}
      </Frame>
      {block.link && <MapLink to={block.link.to}>{block.link.label}</MapLink>}
    </Band>
  );
}
