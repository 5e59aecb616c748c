import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const header = style({ display: 'grid', gap: vars.space.xxs });

export const amount = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const fields = style({
  display: 'grid',
  gap: vars.space.sm,
  '@container': { '(min-width: 560px)': { gridTemplateColumns: '1fr 1fr', columnGap: vars.space.lg } },
});
