import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: vars.space.sm,
  inlineSize: 'min(720px, 100vw)',
  padding: vars.space.lg,
  margin: 0,
  listStyle: 'none',
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontFamily: vars.font.mono,
});

globalStyle(`${cell} > svg`, { fontSize: '1.5rem', color: vars.color.text });

export const sizes = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  fontSize: vars.font.size.md,
  color: vars.color.text,
});
