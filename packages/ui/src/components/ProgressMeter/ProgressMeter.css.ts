import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const label = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.font.weight.strong,
});

export const percent = style({ fontVariantNumeric: 'tabular-nums' });

export const bar = style({ inlineSize: '100%', blockSize: '10px', accentColor: vars.color.accent });
