import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.lg });

/** The table scrolls sideways on narrow screens instead of squeezing its columns. */
export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  fontSize: vars.font.size.sm,
});

const cell = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockEnd: `1px solid ${vars.color.border}`,
} as const;

export const headCell = style({ ...cell, color: vars.color.textMuted, fontWeight: vars.font.weight.strong });

export const bodyCell = style({ ...cell });

export const numberCell = style({
  ...cell,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted });

export const change = styleVariants({
  earned: { color: vars.color.positive, fontWeight: vars.font.weight.strong },
  spent: { color: vars.color.text, fontWeight: vars.font.weight.strong },
});

export const status = styleVariants({
  IN_PROCESS: { color: vars.color.warning, fontWeight: vars.font.weight.strong },
  REJECTED: { color: vars.color.critical, fontWeight: vars.font.weight.strong },
  APPROVED: { color: vars.color.positive, fontWeight: vars.font.weight.strong },
});
