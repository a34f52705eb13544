// The hero's background video, started without React: the block's HTML already holds the video (hidden, not loaded)
// and its pause button (HeroVideo.tsx); this script plays it and keeps the button's name and icon in step with it.
import type { IslandScript } from '../island';

type Connection = { saveData?: boolean };

const startHeroVideo: IslandScript = (block) => {
  const video = block.querySelector<HTMLVideoElement>('video[data-hero-video]');
  const toggle = block.querySelector<HTMLButtonElement>('button[data-hero-video-toggle]');
  // The query is written out, not shared with hooks/usePrefersReducedMotion: a shared constant becomes a chunk of its
  // own, one more request for this script on every phone that opens the home page.
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  // Save-Data asks for no optional downloads; reduced motion for no moving background. The poster stays.
  if (!video || !toggle || reduceMotion.matches || (navigator as Navigator & { connection?: Connection }).connection?.saveData) return;

  const controller = new AbortController();
  const { signal } = controller;
  const showPaused = (isPaused: boolean) => {
    toggle.toggleAttribute('data-paused', isPaused);
    toggle.setAttribute('aria-label', (isPaused ? toggle.dataset.playLabel : toggle.dataset.pauseLabel) ?? '');
  };
  const stop = () => {
    controller.abort();
    video.pause();
    video.hidden = true;
    toggle.hidden = true;
  };
  // The button comes once the video really plays; until then (or if the browser refuses to play it) the video shows its
  // poster, the same drawing as the picture beneath.
  video.addEventListener('playing', () => {
    toggle.hidden = false;
    showPaused(false);
  }, { signal });
  video.addEventListener('pause', () => showPaused(true), { signal });
  toggle.addEventListener('click', () => (video.paused ? void video.play() : video.pause()), { signal });
  reduceMotion.addEventListener('change', () => reduceMotion.matches && stop(), { signal });
  // The `muted` attribute is not enough for every browser's autoplay rule: the property is what they check.
  video.muted = true;
  video.preload = 'auto';
  video.hidden = false;
  // A refused play (autoplay blocked, no source it can play) leaves the poster; older engines return no promise.
  video.play()?.catch(() => {});
  return stop;
};

export default startHeroVideo;
