import { lazy, Suspense, useEffect, useState } from 'react';
import type { Video } from '../../shared/fields';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { whenIdle } from '../../hooks/whenIdle';

// The player is its own chunk: fetched only when the video is wanted, after load and idle.
const HeroVideoPlayer = lazy(() => import('./HeroVideoPlayer'));

type Connection = { saveData?: boolean };

/**
 * The background video, added after the poster has painted. Never loaded for visitors who prefer
 * reduced motion or have Save-Data on; a pause button is always offered while it plays (WCAG 2.2.2).
 */
export function HeroVideo({ video }: { video: Video }) {
  const reducedMotion = usePrefersReducedMotion();
  const [isWanted, setIsWanted] = useState(false);

  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: Connection }).connection?.saveData === true;
    if (reducedMotion || saveData) {
      setIsWanted(false);
      return;
    }
    return whenIdle(() => setIsWanted(true));
  }, [reducedMotion]);

  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <HeroVideoPlayer video={video} />
    </Suspense>
  );
}
