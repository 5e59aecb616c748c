import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
});
