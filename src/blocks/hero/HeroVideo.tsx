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
  /* The site's reset makes every video a block: hidden has to win over it until the video starts. */
  &[hidden] { display: none; }
`;

// In the corner, over the drawing's water rather than its subject, and drawn no larger than its icon needs: 32 px,
// with a transparent rim that keeps the 44 px a finger needs.
const Toggle = styled.button`
  position: absolute;
  right: 0.5rem;
  bottom: 0.5rem;
  z-index: 2;
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  &::after { content: ''; position: absolute; inset: -6px; }
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.components.videoButtonBorder};
  background: ${({ theme }) => theme.components.videoButtonBg};
  color: ${({ theme }) => theme.colors.onInverse};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.components.videoButtonHoverBg}; }
  &[hidden] { display: none; }
  /* One icon at a time: pause while the video plays, play once it is paused. */
  &:not([data-paused]) [data-icon='play'], &[data-paused] [data-icon='pause'] { display: none; }
  ${focusRing({ onInverse: true })}
`;

/**
 * The background video and its pause button (WCAG 2.2.2), in the page's HTML but hidden and not loaded
 * (`preload="none"`): ./startHeroVideo.ts starts it once the page is idle, for visitors who accept motion and have
 * Save-Data off. Without that script the poster picture beneath is all there is.
 */
export function HeroVideo({ video }: { video: Video }) {
  const labels = useSiteLabels();
  return (
    <>
      <Clip data-hero-video hidden muted loop playsInline preload="none" poster={video.poster.src} aria-hidden="true">
        <source src={video.src} type={video.src.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
        {video.fallback && <source src={video.fallback} type="video/mp4" />}
      </Clip>
      <Toggle type="button" hidden data-hero-video-toggle aria-label={labels.pauseMotion} data-pause-label={labels.pauseMotion} data-play-label={labels.playMotion}>
        <Icon name="pause" size={16} strokeWidth={2} />
        <Icon name="play" size={16} strokeWidth={2} />
      </Toggle>
    </>
  );
}
