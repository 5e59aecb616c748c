import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const field = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.strong });

export const asterisk = style({ color: vars.color.critical, marginInlineStart: vars.space.xxs });

/** The select and the text area share the text field's look (border, focus ring, invalid state). */
export const control = style({
  inlineSize: '100%',
  minBlockSize: '48px',
  paddingInline: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.md,
  fontFamily: 'inherit',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': {
      borderColor: vars.color.focus,
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&:disabled': { background: vars.color.surfaceSunken, opacity: 0.7 },
  },
});

export const textarea = style([
  control,
  {
    paddingBlock: vars.space.sm,
    minBlockSize: '10rem',
    resize: 'vertical',
    lineHeight: vars.font.lineHeight.normal,
  },
]);

export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const countOutside = style({ color: vars.color.critical, fontWeight: vars.font.weight.strong });

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.critical });

export const foot = style({ display: 'grid', gap: vars.space.md });

export const done = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const doneTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
});
