import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xl, minInlineSize: 0 });

export const section = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.lg });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const skeleton = style({ blockSize: '14rem', borderRadius: vars.radius.md });

export const requirements = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const requirement = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const levels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const level = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minInlineSize: 0,
});

export const currentLevel = style({
  borderColor: vars.color.accent,
  boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
});

export const levelName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.md,
});

export const currentBadge = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.highlight,
  color: vars.color.onHighlight,
  fontSize: vars.font.size.xs,
});

export const benefits = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  columnGap: vars.space.md,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.font.weight.strong, textAlign: 'end' });
