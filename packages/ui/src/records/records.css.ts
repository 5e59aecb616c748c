import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// What the record pages' parts share: a panel, a field's label and select, an amount's number style.

export const panel = style({
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space.md,
  inlineSize: '100%',
  minInlineSize: 0,
  boxSizing: 'border-box',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const field = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0, alignContent: 'start' });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.strong });

export const control = style({
  minBlockSize: '44px',
  inlineSize: '100%',
  boxSizing: 'border-box',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&:disabled': { background: vars.color.surfaceSunken, opacity: 0.7, cursor: 'not-allowed' },
  },
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.critical,
});

export const amount = style({
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'isolate',
  whiteSpace: 'nowrap',
});
export const positive = style({ color: vars.color.positive });
export const negative = style({ color: vars.color.critical });

export const storyFrame = style({
  padding: vars.space.lg,
  background: vars.color.background,
  minBlockSize: '100%',
  boxSizing: 'border-box',
});
export const storyColumn = style({ maxInlineSize: '960px' });
