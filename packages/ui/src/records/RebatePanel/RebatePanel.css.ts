import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.strong });

export const total = style({
  margin: 0,
  marginInlineEnd: 'auto',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.strong,
  color: vars.color.positive,
});

export const success = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.positive,
});

export const scroller = style({ overflowX: 'auto', minInlineSize: 0 });

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

export const caption = style([visuallyHidden]);

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.font.weight.strong });

export const end = style({});
globalStyle(`${table} ${end}`, { textAlign: 'end' });

/** A figure's column name, shown beside it only on a card (narrow panel); the table's header names it otherwise. */
export const cellLabel = style({ display: 'none', color: vars.color.textMuted });

/** The claim button's cell: first on its card's first line, beside the category. */
export const action = style({});

// Issue 23 defect 4: five columns do not fit a phone, and scrolled sideways the claim buttons were cut off (at the
// left edge right to left). In a narrow panel (RebatePanel sits in records.css.ts's panel, a size container) each
// category is a card: its name and claim button on the first line, then a line per figure with its label.
const NARROW = '(max-width: 34rem)';
const visuallyHiddenBox = {
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
} as const;
const narrow = (rules: Parameters<typeof globalStyle>[1]) => ({ '@container': { [NARROW]: rules } });

globalStyle(`${table}, ${table} tbody`, narrow({ display: 'block' }));
globalStyle(`${table} thead`, narrow({ position: 'absolute', ...visuallyHiddenBox }));
globalStyle(
  `${table} tbody tr`,
  narrow({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: vars.space.sm,
    paddingBlock: vars.space.xs,
    borderBlockEnd: `1px solid ${vars.color.border}`,
  }),
);
globalStyle(
  `${table} tbody th, ${table} tbody td`,
  narrow({ display: 'block', minInlineSize: 0, borderBlockEnd: 'none' }),
);
globalStyle(`${table} tbody th`, narrow({ fontWeight: vars.font.weight.strong, overflowWrap: 'anywhere' }));
globalStyle(
  `${table} tbody td:not(${action})`,
  narrow({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'space-between', gap: vars.space.md }),
);
globalStyle(`${table} ${action}`, narrow({ gridRow: 1, gridColumn: 2 }));
globalStyle(`${table} ${cellLabel}`, narrow({ display: 'inline' }));

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: '10rem',
  color: vars.color.textMuted,
});
