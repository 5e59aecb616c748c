import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const balance = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const balanceLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const balanceValue = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const currency = style({
  paddingInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.strong,
});

export const allButton = style({
  minBlockSize: '32px',
  marginInlineEnd: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.link,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const account = style({
  display: 'grid',
  gap: vars.space.md,
  '@container': {
    '(min-width: 520px)': { gridTemplateColumns: 'minmax(160px, 1fr) 2fr', alignItems: 'start' },
  },
});

export const selectRoot = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const selectLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const selectBox = style({ position: 'relative', display: 'grid', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  blockSize: '48px',
  inlineSize: '100%',
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxl,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': {
      borderColor: vars.color.focus,
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const selectChevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  display: 'flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const reviewButtons = style({
  display: 'grid',
  gap: vars.space.sm,
  '@container': { '(min-width: 520px)': { gridTemplateColumns: '1fr 2fr' } },
});
