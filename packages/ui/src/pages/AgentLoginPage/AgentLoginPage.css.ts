import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  placeItems: 'start center',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
});

export const card = style({
  display: 'grid',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '26rem',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.medium,
  color: vars.color.text,
});

export const heading = style({ display: 'grid', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const submit = style({ display: 'grid', gap: vars.space.md });

export const policy = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontSize: vars.font.size.sm,
});

export const policySummary = style({
  cursor: 'pointer',
  fontWeight: vars.font.weight.strong,
  minBlockSize: 24,
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: 2,
      borderRadius: vars.radius.sm,
    },
  },
});

export const policyList = style({
  marginBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const policyNote = style({ margin: 0, color: vars.color.textMuted });
