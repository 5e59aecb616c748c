// Shared by the two layouts: the skip link and the main landmark's focus target.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const skipLink = style({
  position: 'absolute',
  zIndex: 100,
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

/** `<main tabIndex={-1}>` receives focus from the skip link; it is not a control, so no ring. */
export const mainFocus = style({ selectors: { '&:focus': { outline: 'none' } } });
