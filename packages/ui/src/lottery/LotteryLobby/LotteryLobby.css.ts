import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const groups = style({ display: 'grid', gap: vars.space.xl });

export const groupTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.elevation.low,
});

export const selectedCard = style([
  card,
  {
    borderColor: vars.color.accent,
    boxShadow: `0 0 0 1px ${vars.color.accent}, ${vars.elevation.medium}`,
  },
]);

export const cardHead = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const cardText = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 auto', minInlineSize: 0 });

export const gameName = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  textAlign: 'match-parent',
});

export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const selectedBadge = style({
  justifySelf: 'start',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.highlight,
  color: vars.color.onHighlight,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
});

/** Keeps the Play buttons of a row of cards on one line whatever each card holds. */
export const play = style({ marginBlockStart: 'auto' });

export const countdown = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const timer = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const skeletonHeading = style({
  inlineSize: '140px',
  blockSize: '22px',
  marginBlockEnd: vars.space.md,
});

export const skeletonIcon = style({ flex: 'none', inlineSize: '48px', blockSize: '48px' });

export const skeletonLine = style({ inlineSize: '70%', blockSize: '16px' });

export const skeletonShortLine = style({ inlineSize: '45%', blockSize: '14px' });

export const skeletonButton = style({ blockSize: '32px', borderRadius: vars.radius.md });
