import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '860px',
  // Centred in a grid cell too, where auto margins would otherwise shrink it to its content.
  inlineSize: '100%',
  marginInline: 'auto',
  padding: vars.space.lg,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const toc = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const tocList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tocLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '32px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
});

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  scrollMarginBlockStart: `calc(${vars.size.headerHeight} + ${vars.space.lg})`,
  selectors: { '&:target': { borderColor: vars.color.accent } },
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const topics = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const topic = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
