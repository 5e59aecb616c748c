import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const titleBlock = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const meta = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  neutral: [badgeBase, { background: vars.color.surfaceSunken, color: vars.color.text }],
  positive: [badgeBase, { background: vars.color.surfaceSunken, color: vars.color.positive }],
  warning: [badgeBase, { background: vars.color.warningSurface, color: vars.color.text }],
  critical: [badgeBase, { background: vars.color.criticalSurface, color: vars.color.critical }],
});

export const deadline = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const deadlineText = style({ margin: 0 });

export const clock = style({ fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums' });
