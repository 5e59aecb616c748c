import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const input = style({ flex: '1 1 12rem', minInlineSize: 0 });

export const outcome = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
