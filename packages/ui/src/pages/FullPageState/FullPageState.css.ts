import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  minBlockSize: '100vh',
  display: 'grid',
  placeItems: 'center',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
});

export const card = style({
  inlineSize: '100%',
  maxInlineSize: '32rem',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  boxShadow: vars.elevation.medium,
  border: `1px solid ${vars.color.border}`,
});

export const illustration = style({ inlineSize: '96px', blockSize: '96px' });

export const tone = styleVariants({
  neutral: { color: vars.color.accent },
  warning: { color: vars.color.warning },
  critical: { color: vars.color.critical },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const body = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.md });

export const detail = style({
  margin: 0,
  maxInlineSize: '100%',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});
