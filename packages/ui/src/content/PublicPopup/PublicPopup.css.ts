import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const body = style({ display: 'grid', gap: vars.space.md });

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1200 / 375',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
