import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

export const root = style({ minInlineSize: 0 });

export const clock = style({
  display: 'inline-grid',
  justifyItems: 'end',
  minInlineSize: 0,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const time = style({
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const details = style({
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const wideOnly = style({ '@media': { [media.phoneOnly]: { display: 'none' } } });
export const phoneOnly = style({ display: 'none', '@media': { [media.phoneOnly]: { display: 'inline' } } });
