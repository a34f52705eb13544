import { spriteUrl } from 'virtual:site/icons';
import type { SocialNetwork } from './names';

/** A brand mark from the sprite (simple-icons); the link around it carries the network's name. */
export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="currentColor" data-icon={`social-${network}`}>
      <use href={`${spriteUrl}#social-${network}`} />
    </svg>
  );
}
