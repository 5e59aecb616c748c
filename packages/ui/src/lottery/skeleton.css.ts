import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

/** A grey placeholder block that pulses while its content loads (still when motion is reduced). */
export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
