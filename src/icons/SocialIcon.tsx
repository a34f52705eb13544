import { siDribbble, siFacebook, siGithub, siInstagram, siX, type SimpleIcon } from 'simple-icons';
import type { SocialNetwork } from './names';

// simple-icons names Twitter's current mark `siX`.
const marks: Record<SocialNetwork, SimpleIcon> = {
  facebook: siFacebook,
  instagram: siInstagram,
  twitter: siX,
  github: siGithub,
  dribbble: siDribbble,
};

export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={marks[network].path} />
    </svg>
  );
}
