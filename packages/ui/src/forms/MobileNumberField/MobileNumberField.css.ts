import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const country = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'stretch',
  borderInlineEnd: `1px solid ${vars.color.border}`,
  selectors: {
    '&:has(select:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '-3px',
      borderRadius: vars.radius.md,
    },
    '&:hover': { color: vars.color.text },
  },
});

export const countryValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
  minInlineSize: '4.5rem',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
});

/** The real select lies over the visible code: full-width options in the list, a short code in the field. */
export const countrySelect = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  opacity: 0,
  cursor: 'pointer',
  fontSize: vars.font.size.md,
});
