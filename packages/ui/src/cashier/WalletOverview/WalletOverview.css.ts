import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space.lg,
  color: vars.color.text,
});

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const subtitle = style([title, { fontSize: vars.font.size.md }]);

export const mainCard = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.surface,
  boxShadow: vars.elevation.low,
});

export const mainLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const mainBalance = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'plaintext',
  textAlign: ['match-parent', '-webkit-match-parent'],
});

export const split = style({ display: 'grid', gap: vars.space.xxs, margin: 0, fontSize: vars.font.size.sm });

export const splitRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

export const splitAmount = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'isolate',
});

export const mainSkeleton = style({ blockSize: '2rem', inlineSize: '10rem' });

export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const vendors = style({ display: 'grid', gap: vars.space.sm });

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
  '@container': { '(min-width: 520px)': { gridTemplateColumns: 'minmax(0, 1fr) auto auto' } },
});

export const name = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
  fontWeight: vars.font.weight.strong,
});

export const maintenance = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '22px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.warningSurface,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
});

export const amount = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.strong,
  unicodeBidi: 'plaintext',
  selectors: { '[data-unavailable] &': { color: vars.color.textMuted } },
});

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
  '@container': { '(min-width: 520px)': { gridColumn: 'auto' } },
});

export const skeletonName = style({ blockSize: '1rem', inlineSize: '8rem' });

export const skeletonAmount = style({ blockSize: '1rem', inlineSize: '5rem' });
