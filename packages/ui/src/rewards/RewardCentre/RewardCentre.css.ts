import { style, styleVariants } from '@vanilla-extract/css';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg });

/** The section's name, which the page's own title already shows (issue 23 defect 10): for screen readers only. */
export const repeatedTitle = style([visuallyHidden]);

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  gap: vars.space.md,
  blockSize: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  scrollMarginBlock: vars.space.xl,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const highlighted = style({
  borderColor: vars.color.accent,
  boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
});

/** Promotion art is a wide banner: shown whole (issue 23 defect 10: no cropped titles), letterboxed if it is not 3:1. */
export const image = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '3 / 1',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const body = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minInlineSize: 0 });

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.md });

export const period = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
  selectors: { '&:has(> :only-child)': { justifyContent: 'flex-end' } },
});

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  border: '1px solid currentColor',
});

export const badge = styleVariants({
  pending: [badgeBase, { color: vars.color.text, background: vars.color.warningSurface }],
  done: [badgeBase, { color: vars.color.positive }],
  refused: [badgeBase, { color: vars.color.critical, background: vars.color.criticalSurface }],
  unavailable: [badgeBase, { color: vars.color.textMuted }],
});

export const reason = style({ fontSize: vars.font.size.sm });

export const reasonSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '24px',
  cursor: 'pointer',
  color: vars.color.link,
  fontWeight: vars.font.weight.strong,
});

export const terms = style({ fontSize: vars.font.size.sm });

export const termsText = style({ marginBlockStart: vars.space.xs, color: vars.color.text });

export const reasonText = style({ margin: 0, marginBlockStart: vars.space.xs, color: vars.color.text });

export const skeletonCard = style({ blockSize: '120px', borderRadius: vars.radius.lg });
