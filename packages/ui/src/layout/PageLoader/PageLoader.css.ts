import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const sweep = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });
const sweepRtl = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(-250%)' },
});

export const track = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 80,
  blockSize: '3px',
  overflow: 'hidden',
  pointerEvents: 'none',
});

/** Resting (and reduced-motion) position is a visible segment; the sweep animates from there. */
export const bar = style({
  inlineSize: '40%',
  blockSize: '100%',
  borderRadius: vars.radius.full,
  background: `linear-gradient(90deg, ${vars.color.accent}, ${vars.color.highlight})`,
  transform: 'translateX(40%)',
  animation: `${sweep} 1.1s ${vars.motion.easing} infinite`,
  selectors: { '[dir="rtl"] &': { transform: 'translateX(-40%)', animationName: sweepRtl } },
});
