import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  minBlockSize: vars.size.touchTarget,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  textDecoration: 'underline',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.strong });

export const nickname = style({ color: vars.color.textMuted });

export const badge = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.xs,
  background: vars.color.surfaceSunken,
});

export const frozen = style({ color: vars.color.critical, fontWeight: vars.font.weight.strong });

export const section = style({ display: 'grid', gap: vars.space.xs });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const term = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const placeholder = style({ color: vars.color.textMuted });

export const contracts = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
});

export const contract = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const note = style({ margin: 0, color: vars.color.textMuted });
