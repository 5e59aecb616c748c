import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const strong = style({ fontWeight: vars.font.weight.strong });

const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
});

export const status = styleVariants({
  PAID: [badge, { color: vars.color.positive }],
  PENDING: [badge, { color: vars.color.text, background: vars.color.surfaceSunken }],
  NOT_REACHED: [badge, { color: vars.color.textMuted }],
});
