import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const body = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '64px',
  blockSize: '64px',
  borderRadius: vars.radius.full,
  background: vars.color.highlight,
  color: vars.color.onHighlight,
});

export const prize = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.strong });

export const amount = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.color.positive,
  fontWeight: vars.font.weight.strong,
});

export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
