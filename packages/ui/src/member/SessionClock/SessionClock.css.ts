import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  maxInlineSize: 'calc(100vw - 16px)',
} as const;

/**
 * `header`: hangs below the sticky header's end edge (absolutely placed, so it never moves the header or the page);
 * `inline`: in the flow, where a page places it.
 */
export const root = styleVariants({
  header: {
    ...pill,
    position: 'absolute',
    insetBlockStart: `calc(100% + ${vars.space.xxs})`,
    insetInlineEnd: vars.space.sm,
    boxShadow: vars.elevation.low,
    pointerEvents: 'none',
  },
  inline: pill,
});

/** Tabular digits: a tick never changes the clock's width (only the tenth hour adds a digit). */
export const elapsed = style({ fontVariantNumeric: 'tabular-nums' });

export const separator = style({ color: vars.color.textMuted });

export const net = styleVariants({
  gain: { color: vars.color.positive, fontVariantNumeric: 'tabular-nums' },
  loss: { color: vars.color.critical, fontVariantNumeric: 'tabular-nums' },
  even: { color: vars.color.text, fontVariantNumeric: 'tabular-nums' },
});
