import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const body = style({ display: 'grid', gap: vars.space.md });

export const lead = style({ margin: 0 });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const net = styleVariants({
  gain: { color: vars.color.positive, fontWeight: vars.font.weight.strong },
  loss: { color: vars.color.critical, fontWeight: vars.font.weight.strong },
  even: { fontWeight: vars.font.weight.strong },
});

export const recordsLink = style({ color: vars.color.link, justifySelf: 'start' });

/** The three choices side by side where they fit, stacked on a narrow phone. */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.sm,
  inlineSize: '100%',
  minInlineSize: 0,
});
