import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  minInlineSize: 0,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  columnGap: vars.space.lg,
  margin: 0,
});

export const fact = style({ display: 'grid', minInlineSize: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const value = style({ margin: 0, fontWeight: vars.font.weight.strong });

export const wagering = style({ display: 'grid', gap: vars.space.xs });

export const detail = style({ margin: 0, color: vars.color.textMuted });

export const met = style({ margin: 0, color: vars.color.positive, fontWeight: vars.font.weight.strong });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const summaryTile = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minInlineSize: 0,
});

export const summaryValue = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.strong,
});

export const summaryNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });
