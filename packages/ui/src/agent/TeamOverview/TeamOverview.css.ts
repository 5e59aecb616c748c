import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minBlockSize: '5.5rem',
});

export const term = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const change = style({ margin: 0, fontSize: vars.font.size.xs, display: 'flex', gap: vars.space.xxs });

export const direction = styleVariants({
  up: { color: vars.color.positive },
  down: { color: vars.color.critical },
  same: { color: vars.color.textMuted },
});

export const placeholder = style({ color: vars.color.textMuted });

export const chart = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const chartTitle = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.strong });

export const svg = style({ inlineSize: '100%', blockSize: '8rem', display: 'block' });

export const bar = style({ fill: vars.color.accent });

export const axis = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });

export const axisLabels = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const details = style({ fontSize: vars.font.size.sm });

export const summary = style({
  cursor: 'pointer',
  minBlockSize: vars.size.touchTarget,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.link,
});

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse' });

export const cell = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const numberCell = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);
