import { glyphs, type IconName, MIRRORED_ICONS } from './glyphs.ts';
import * as styles from './Icon.css.ts';

export { ICON_NAMES, type IconName } from './glyphs.ts';

export interface IconProps {
  name: IconName;
  /** `inline` follows the text around it (1.25em, a lighter stroke); the others are fixed sizes. */
  size?: keyof typeof styles.size;
  /** Announced as an image when given; the icon is decorative when omitted, so name its control. */
  label?: string;
}

/** One shape of a glyph, as `glyphs.ts` writes it. */
function Shape({ spec }: { spec: string }) {
  const [a, b, c, d, e] = spec.slice(1).split(' ');
  if (spec[0] === 'o') return <circle cx={a} cy={b} r={c} />;
  if (spec[0] === 'r') return <rect x={a} y={b} width={c} height={d} rx={e} />;
  return <path d={spec} />;
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
      {[glyphs[name]].flat().map((spec) => (
        <Shape key={spec} spec={spec} />
      ))}
    </svg>
  );
}
