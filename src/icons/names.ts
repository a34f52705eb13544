// The icons an author may name in YAML. Each becomes one symbol of the icon sprite (see sprite.ts), so only these
// icons ever reach the site.
export const iconNames = [
  'globe', 'cpu', 'leaf', 'handshake', 'users', 'trending-up', 'droplet', 'droplets', 'waves', 'factory',
  'recycle', 'flask', 'wrench', 'shield-check', 'graduation-cap', 'clipboard-list', 'piggy-bank', 'gauge',
  'fish', 'sprout', 'filter', 'wind', 'zap', 'settings', 'phone', 'mail', 'map-pin', 'printer',
  'arrow-right', 'circle-check', 'lightbulb', 'building', 'hard-hat', 'microscope', 'sun', 'mountain', 'trees',
  'bird', 'sparkles', 'heart-handshake', 'chart-line', 'pipette', 'container', 'fan', 'target', 'eye',
  'award', 'clock', 'shield', 'calendar-check', 'truck', 'layers', 'workflow', 'thermometer',
] as const;

export type IconName = (typeof iconNames)[number];

export const socialNetworks = ['facebook', 'instagram', 'twitter', 'github', 'dribbble'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** Icons of the interface itself (menus, media and carousel controls, toasts), in the same sprite. */
export const uiIconNames = ['chevron-down', 'chevron-left', 'chevron-right', 'menu', 'x', 'pause', 'play', 'quote', 'circle-alert'] as const;
export type UiIconName = (typeof uiIconNames)[number];
