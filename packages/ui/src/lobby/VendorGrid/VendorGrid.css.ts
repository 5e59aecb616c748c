import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  inlineSize: '100%',
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

const block = style({ borderRadius: vars.radius.md, background: vars.color.surfaceSunken });

export const skeletonMedia = style([block, { aspectRatio: '5 / 2' }]);
export const skeletonName = style([
  block,
  { blockSize: '1.1em', inlineSize: '60%', fontSize: vars.font.size.sm },
]);
export const skeletonButton = style([block, { blockSize: '32px' }]);
