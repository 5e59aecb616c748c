import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg });

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

/** A column's name beside its value, shown only on a card (narrow); the table's header names it otherwise. */
export const cellLabel = style({ display: 'none', color: vars.color.textMuted, fontWeight: 'normal' });

/** On a card, the cell at the end of the first line, beside the row's first cell (a redeem's status, a change). */
export const aside = style({});

// Issue 23 defect 4: the columns do not fit a phone, and scrolled sideways a redeem's status was cut off (at the left
// edge right to left). In a narrow section each row is a card: its first cell and `aside` on the first line, then a
// line per other cell with its column's name.
const NARROW = '(max-width: 40rem)';
const narrow = (rules: Parameters<typeof globalStyle>[1]) => ({ '@container': { [NARROW]: rules } });

globalStyle(`${table}, ${table} tbody`, narrow({ display: 'block' }));
globalStyle(
  `${table} thead`,
  narrow({
    position: 'absolute',
    inlineSize: '1px',
    blockSize: '1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
  }),
);
globalStyle(
  `${table} tbody tr`,
  narrow({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: vars.space.md,
    rowGap: vars.space.xxs,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderBlockEnd: `1px solid ${vars.color.border}`,
  }),
);
globalStyle(
  `${table} tbody th, ${table} tbody td`,
  narrow({
    display: 'block',
    minInlineSize: 0,
    padding: 0,
    borderBlockEnd: 'none',
    overflowWrap: 'anywhere',
  }),
);
globalStyle(
  `${table} tbody tr > :not(:first-child, ${aside})`,
  narrow({
    gridColumn: '1 / -1',
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: vars.space.md,
    textAlign: 'end',
    whiteSpace: 'normal',
  }),
);
globalStyle(`${table} ${aside}`, narrow({ gridRow: 1, gridColumn: 2, textAlign: 'end' }));
globalStyle(`${table} ${cellLabel}`, narrow({ display: 'inline', flexShrink: 0, textAlign: 'start' }));
