import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Off-screen cards skip layout and paint until scrolled near; the size keeps the scrollbar honest. */
export const item = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 300px' });

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  inlineSize: '100%',
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

const block = style({ borderRadius: vars.radius.md, background: vars.color.surfaceSunken });

export const skeletonMedia = style([block, { aspectRatio: '1 / 1' }]);
export const skeletonName = style([
  block,
  { blockSize: '1.1em', inlineSize: '70%', fontSize: vars.font.size.sm },
]);
export const skeletonButton = style([block, { blockSize: '32px' }]);
