// The icons an author may name in YAML. Each maps to one lucide import in Icon.tsx,
// so only these icons can ever reach the bundle.
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
