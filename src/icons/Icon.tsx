import { spriteUrl } from 'virtual:site/icons';
import type { IconName, UiIconName } from './names';

type IconProps = { name: IconName | UiIconName; size?: number; strokeWidth?: number; className?: string };

/**
 * A decorative line icon from the sprite: the text beside it carries the meaning, so it is hidden from assistive
 * technology. Colour follows the text (currentColor).
 */
export function Icon({ name, size = 24, strokeWidth = 1.75, className }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon={name}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
