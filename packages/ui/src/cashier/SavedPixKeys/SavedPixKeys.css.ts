import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

/** One key: its type and masked key at the start, the actions at the end (under them on a narrow column). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const chosenRow = style({ borderColor: vars.color.focus });

export const key = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 12rem', minInlineSize: 0 });

export const masked = style({
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const detail = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const dialogActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
});
