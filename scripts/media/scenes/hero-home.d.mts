/** A looping scene: `svg(t)` draws the frame at t seconds (0 <= t < duration), `svg(0)` is also the poster. */
export declare const homeScene: {
  width: number;
  height: number;
  duration: number;
  fps: number;
  vp9Crf: number;
  x264Crf: number;
  svg: (t: number, width?: number, height?: number) => string;
};
