import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md });

export const state = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
});

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const summary = style({
  display: 'grid',
  gap: vars.space.xxs,
  minBlockSize: vars.size.touchTarget,
  padding: vars.space.md,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const title = style({ fontWeight: vars.font.weight.strong, overflowWrap: 'anywhere' });

export const date = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const content = style({
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.md,
  overflowWrap: 'anywhere',
});
