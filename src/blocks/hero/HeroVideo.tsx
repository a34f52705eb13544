import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Pause, Play } from 'lucide-react';
import type { Video } from '../shared/fields';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { useSiteLabels } from '../../renderer/SiteLabels';

const Clip = styled.video`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Toggle = styled.button`
  position: absolute;
  right: clamp(1rem, 3vw, 2rem);
  bottom: clamp(1rem, 3vw, 2rem);
  z-index: 2;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid rgba(255, 255, 255, 0.7);
  background: rgba(7, 42, 66, 0.7);
  color: ${({ theme }) => theme.colors.onInverse};
  cursor: pointer;
  &:hover { background: rgba(7, 42, 66, 0.9); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focusOnInverse}; outline-offset: 2px; }
`;

type Connection = { saveData?: boolean };

/** Waits for the page to load and the browser to be idle, so the video never competes with first paint. */
function whenIdle(callback: () => void): () => void {
  let idleId: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(callback, { timeout: 3000 });
    else timer = window.setTimeout(callback, 1500);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) window.cancelIdleCallback?.(idleId);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/**
 * The background video, added after the poster has painted. Never loaded for visitors who prefer
 * reduced motion or have Save-Data on; a pause button is always offered while it plays (WCAG 2.2.2).
 */
export function HeroVideo({ video }: { video: Video }) {
  const labels = useSiteLabels();
  const reducedMotion = usePrefersReducedMotion();
  const [isWanted, setIsWanted] = useState(false);
  const [isPaused, setIsPaused] = useState(false);
  const clip = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: Connection }).connection?.saveData === true;
    if (reducedMotion || saveData) {
      setIsWanted(false);
      return;
    }
    return whenIdle(() => setIsWanted(true));
  }, [reducedMotion]);

  if (!isWanted) return null;

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
        {isPaused ? <Play size={20} aria-hidden="true" /> : <Pause size={20} aria-hidden="true" />}
      </Toggle>
    </>
  );
}
