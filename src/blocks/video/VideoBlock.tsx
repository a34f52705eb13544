import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons/Icon';
import { useSiteLabels } from '../../shared/SiteLabels';
import { Band } from '../../ui/Band';
import { BlockIntro } from '../../ui/BlockIntro';
import type { BlockProps } from '../types';
import type { VideoBlock as VideoBlockData } from './schema';

const Figure = styled.figure`
  margin: 0;
  figcaption {
    margin-top: ${({ theme }) => theme.space.sm};
    max-width: ${({ theme }) => theme.layout.measure};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    [data-tone='dark'] & { color: inherit; }
  }
`;

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  background: ${({ theme }) => theme.colors.inverseStrong};
  video { width: 100%; height: auto; }
  video::cue { background: ${({ theme }) => theme.components.videoButtonHoverBg}; color: ${({ theme }) => theme.colors.onInverse}; font-family: ${({ theme }) => theme.fonts.body}; }
`;

/** The large round play button over the poster; the player's own controls stay usable beside it (and without JS). */
const PlayButton = styled.button`
  position: absolute;
  inset: 0;
  margin: auto;
  display: grid;
  place-items: center;
  width: clamp(64px, 12vw, 96px);
  height: clamp(64px, 12vw, 96px);
  border: 3px solid ${({ theme }) => theme.colors.onInverse};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.onInverse};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  cursor: pointer;
  transition: transform ${({ theme }) => theme.motion.fast}, background ${({ theme }) => theme.motion.fast};
  svg { margin-left: 6%; width: 42%; height: 42%; }
  &:hover { background: ${({ theme }) => theme.components.buttonSecondaryBg}; transform: scale(1.06); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focusOnInverse}; outline-offset: 3px; }
`;

const typeOf = (src: string) => (src.toLowerCase().endsWith('.webm') ? 'video/webm' : 'video/mp4');

/**
 * A video the visitor starts: the poster with a large play button, the browser's controls, captions when the page
 * has a WebVTT file, nothing downloaded before play, never autoplaying.
 */
export default function VideoBlock({ block, level }: BlockProps<VideoBlockData>) {
  const captionId = useId();
  const labels = useSiteLabels();
  const player = useRef<HTMLVideoElement>(null);
  const [hasStarted, setHasStarted] = useState(false);
  const { video, captions } = block;

  const play = () => {
    const element = player.current;
    if (!element) return;
    void element.play();
    element.focus();
  };

  return (
    <Band tone={block.tone}>
      <BlockIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} level={level} />
      <Figure>
        <Frame>
          <video
            ref={player}
            controls
            preload="none"
            playsInline
            poster={video.poster.src}
            width={video.poster.width}
            height={video.poster.height}
            aria-describedby={captionId}
            onPlay={() => setHasStarted(true)}
          >
            <source src={video.src} type={typeOf(video.src)} />
            {video.fallback && <source src={video.fallback} type="video/mp4" />}
            {captions && <track kind="captions" src={captions.src} srcLang={captions.language} label={captions.label} default />}
          </video>
          {!hasStarted && (
            <PlayButton type="button" onClick={play} aria-label={block.heading ? `${labels.playVideo}: ${block.heading}` : labels.playVideo}>
              <Icon name="play" size={40} strokeWidth={2} />
            </PlayButton>
          )}
        </Frame>
        <figcaption id={captionId}>{block.caption}</figcaption>
      </Figure>
    </Band>
  );
}
