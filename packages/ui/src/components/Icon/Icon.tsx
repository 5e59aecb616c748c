import { glyphs, type IconName, MIRRORED_ICONS } from './glyphs.tsx';
import * as styles from './Icon.css.ts';

export { ICON_NAMES, type IconName } from './glyphs.tsx';

export interface IconProps {
  name: IconName;
  /** `inline` follows the text around it (1.25em, a lighter stroke); the others are fixed sizes. */
  size?: keyof typeof styles.size;
  /** Announced as an image when given; the icon is decorative when omitted, so name its control. */
  label?: string;
}

/** A line icon. Arrows and chevrons that point the reading direction flip in right-to-left layouts. */
export function Icon({ name, size = 'medium', label }: IconProps) {
  const mirrored = MIRRORED_ICONS.has(name) ? ` ${styles.mirrored}` : '';
  return (
    <svg
      className={`${styles.icon} ${styles.size[size]}${mirrored}`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={size === 'inline' ? 1.8 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {glyphs[name]}
    </svg>
  );
}
