import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  alignItems: 'start',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  scrollMarginBlockStart: `calc(${vars.size.headerHeight} + ${vars.space.lg})`,
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.accent, boxShadow: vars.elevation.medium },
  },
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1200 / 375',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const body = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg });

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

const statusBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '24px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
});

export const status = styleVariants({
  info: [statusBase, { background: vars.color.warningSurface, color: vars.color.text }],
  muted: [statusBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted }],
});

export const period = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const periodLabel = style({ fontWeight: vars.font.weight.strong });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const details = style({
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
