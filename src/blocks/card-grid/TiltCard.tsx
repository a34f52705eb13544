import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { TiltFrame } from './tiltFrame';

const TiltEffect = lazy(() => import('./TiltEffect'));

// Tilt follows a mouse; touch screens have nothing to follow.
const POINTER_QUERY = '(hover: hover) and (pointer: fine)';

/**
 * A card that tilts gently under the pointer. The page renders (and hydrates) a plain frame; the tilt library is fetched
 * after hydration, only when tilting is on and the device has a fine pointer, so it never weighs on the first load.
 */
export function TiltCard({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [canTilt, setCanTilt] = useState(false);
  useEffect(() => setCanTilt(window.matchMedia(POINTER_QUERY).matches), []);
  const plain = <TiltFrame>{children}</TiltFrame>;
  if (!enabled || !canTilt) return plain;
  return (
    <Suspense fallback={plain}>
      <TiltEffect>{children}</TiltEffect>
    </Suspense>
  );
}
