import Tilt from 'react-parallax-tilt';
import type { ReactNode } from 'react';
import { TiltFrame } from './tiltFrame';

/** react-parallax-tilt around a card: its own chunk, loaded by TiltCard only where the effect can be used. */
export default function TiltEffect({ children }: { children: ReactNode }) {
  return (
    <TiltFrame as={Tilt} tiltMaxAngleX={6} tiltMaxAngleY={6} scale={1.01} transitionSpeed={300}>
      {children}
    </TiltFrame>
  );
}
