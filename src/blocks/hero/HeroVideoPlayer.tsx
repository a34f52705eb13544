import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons/Icon';
import type { Video } from '../../shared/fields';
import { useSiteLabels } from '../../shared/SiteLabels';
import { focusRing } from '../../theme/mixins';

const Clip = styled.video`
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Toggle = styled.button`
  position: absolute;
  right: 0.75rem;
  bottom: 0.75rem;
  z-index: 2;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.components.videoButtonBorder};
  background: ${({ theme }) => theme.components.videoButtonBg};
  color: ${({ theme }) => theme.colors.onInverse};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.components.videoButtonHoverBg}; }
  ${focusRing({ onInverse: true })}
`;

/** The playing background video with its pause button (WCAG 2.2.2), added by HeroVideo once it is wanted. */
export default function HeroVideoPlayer({ video }: { video: Video }) {
  const labels = useSiteLabels();
  const [isPaused, setIsPaused] = useState(false);
  const clip = useRef<HTMLVideoElement>(null);

  const toggle = () => {
    const element = clip.current;
    if (!element) return;
    if (element.paused) void element.play();
    else element.pause();
  };

  return (
    <>
      <Clip
        ref={clip}
        autoPlay
        muted
        loop
        playsInline
        poster={video.poster.src}
        aria-hidden="true"
        onPause={() => setIsPaused(true)}
        onPlay={() => setIsPaused(false)}
      >
        <source src={video.src} type={video.src.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
        {video.fallback && <source src={video.fallback} type="video/mp4" />}
      </Clip>
      <Toggle type="button" onClick={toggle} aria-label={isPaused ? labels.playMotion : labels.pauseMotion}>
        {isPaused ? <Icon name="play" size={20} strokeWidth={2} /> : <Icon name="pause" size={20} strokeWidth={2} />}
      </Toggle>
    </>
  );
}
