import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'block', minInlineSize: 0 });

export const balls = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  // A digit lottery's draw is one number, and numbers read left to right in right-to-left pages too.
  direction: 'ltr',
});

const ballBase = style({
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  boxShadow: `inset 0 -2px 0 rgba(0, 0, 0, 0.18)`,
});

export const ball = styleVariants({
  small: [ballBase, { inlineSize: '26px', blockSize: '26px', fontSize: vars.font.size.xs }],
  medium: [ballBase, { inlineSize: '32px', blockSize: '32px', fontSize: vars.font.size.sm }],
});
