import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const wrapping = style({ flexWrap: 'wrap' });

export const trigger = style({
  flex: '1 0 auto',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.lg,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': {
      background: vars.color.surface,
      borderColor: vars.color.border,
      color: vars.color.text,
      boxShadow: vars.elevation.low,
    },
    '&:focus-visible': { outlineOffset: '-3px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const panel = style({
  minInlineSize: 0,
  selectors: { '&:focus-visible': { outlineOffset: '4px', borderRadius: vars.radius.sm } },
});
