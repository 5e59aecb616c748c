import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md });

/** Label and value side by side, each pair on its own line; long values wrap rather than push sideways. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, textAlign: 'end', overflowWrap: 'anywhere' });

export const selections = style({ display: 'grid', gap: vars.space.xs });

export const selectionsTitle = style({ margin: 0, fontSize: vars.font.size.sm });

export const selectionList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const selection = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});

export const odds = style({ fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums' });
