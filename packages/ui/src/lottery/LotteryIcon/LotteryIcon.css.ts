import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const pixels = { small: 24, medium: 48 } as const;

export const frame = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const size = styleVariants(pixels, (px) => ({
  inlineSize: `${px}px`,
  blockSize: `${px}px`,
  fontSize: px < 32 ? vars.font.size.xs : vars.font.size.md,
}));

export const fallback = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.strong,
  lineHeight: 1,
  border: `1px solid ${vars.color.border}`,
});
