import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ minInlineSize: 0 });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const item = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const term = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const value = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.strong });
