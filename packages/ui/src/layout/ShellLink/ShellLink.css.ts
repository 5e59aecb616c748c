import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '1.25rem',
  blockSize: '1.25rem',
  paddingInline: '0.35rem',
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.surface,
  fontSize: '0.6875rem',
  fontWeight: vars.font.weight.strong,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

export const textBadge = style({
  background: vars.color.highlight,
  color: vars.color.onHighlight,
});
