import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.md,
});

export const custom = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minInlineSize: 0,
});

export const dates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});

/** The dates the chosen period covers, under its select. */
export const shown = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
