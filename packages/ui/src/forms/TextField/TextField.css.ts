import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const asterisk = style({ color: vars.color.critical, marginInlineStart: vars.space.xxs });

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', minInlineSize: 0 });

export const box = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 auto',
  minInlineSize: 0,
  minBlockSize: '48px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:has(input:focus-visible)': {
      borderColor: vars.color.focus,
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    '&[data-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&[data-disabled="true"]': { background: vars.color.surfaceSunken, opacity: 0.7 },
  },
});

export const input = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  blockSize: '46px',
  paddingInline: vars.space.md,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  // 16 px keeps mobile browsers from zooming into the field.
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // The input's own direction follows what is typed (dir="auto"); empty, its placeholder sits on the page's side.
    [`${box}:dir(rtl) > &:placeholder-shown`]: { textAlign: 'right' },
    '&:disabled': { cursor: 'not-allowed' },
    '&:focus-visible': { outline: 'none' },
  },
});

export const adornment = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xxs,
  color: vars.color.textMuted,
});

export const startAdornment = style({
  paddingInlineStart: vars.space.xxs,
});

export const endAdornment = style({
  paddingInlineEnd: vars.space.xxs,
});

globalStyle(`${startAdornment} + ${input}`, { paddingInlineStart: vars.space.sm });

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.critical,
});
