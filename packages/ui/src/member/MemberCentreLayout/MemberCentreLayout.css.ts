import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The frame's own styles are the centre frame's (../../layout/centreFrame); the member centre adds its VIP chip.

export const vipChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
  blockSize: '22px',
  borderRadius: vars.radius.full,
  background: vars.color.highlight,
  color: vars.color.onHighlight,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
});
