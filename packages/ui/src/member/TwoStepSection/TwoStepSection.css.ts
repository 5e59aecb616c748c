import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const qr = style({
  inlineSize: '12rem',
  blockSize: '12rem',
  justifySelf: 'center',
  background: '#fff',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
});

export const qrPending = style([qr, { background: vars.color.surfaceSunken }]);

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});
