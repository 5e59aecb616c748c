import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const filter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const filterLabel = style({ fontWeight: vars.font.weight.strong });

export const tableFrame = style({
  overflowX: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const caption = style({
  padding: vars.space.md,
  textAlign: 'start',
  color: vars.color.textMuted,
});

export const row = style({ borderBlockStart: `1px solid ${vars.color.border}` });

globalStyle(`${row} > th, ${row} > td`, {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const head = style({
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
});

export const rank = style({ inlineSize: '3.5em', fontVariantNumeric: 'tabular-nums' });

globalStyle(`${row} > ${rank}`, { textAlign: 'center' });

export const prize = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

globalStyle(`${row} > ${prize}`, { textAlign: 'end' });

export const player = style({ fontWeight: vars.font.weight.strong });
