// What an icon name looks like. An author may name any icon of the installed lucide set and any brand simple-icons
// draws (social networks): the content validator checks a name against the installed packages with a did-you-mean
// (src/icons/installed.ts), and the sprite holds exactly the icons the content and the interface use (sprite.ts).

/** A lucide icon name, e.g. `solar-panel`: lower-case words joined by dashes. */
export const iconNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A simple-icons brand name (its slug), e.g. `youtube` or `mastodon`. */
export const socialNetworkPattern = /^[a-z0-9_]+$/;

/** An icon named in content; which ones exist is checked against the installed set. */
export type IconName = string;
/** A social network named in content; which ones exist is checked against simple-icons. */
export type SocialNetwork = string;

/** Icons the interface itself draws (menus, media and carousel controls, toasts, contact details), always in the sprite. */
export const uiIconNames = [
  'chevron-down', 'chevron-left', 'chevron-right', 'menu', 'x', 'pause', 'play', 'quote', 'circle-alert',
  'arrow-right', 'circle-check', 'map-pin', 'phone', 'mail', 'printer', 'users', 'clock',
] as const;
export type UiIconName = (typeof uiIconNames)[number];
