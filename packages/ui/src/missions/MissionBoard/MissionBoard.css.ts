import { style, styleVariants } from '@vanilla-extract/css';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 380px), 1fr))',
  gap: vars.space.xl,
  alignItems: 'start',
});

export const section = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

/** The section's name, which the page's own title already shows (issue 23 defect 10): for screen readers only. */
export const repeatedTitle = style([visuallyHidden]);

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const mission = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const missionBody = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const missionTitle = style({ margin: 0, fontSize: vars.font.size.md });

export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const bar = style({
  inlineSize: '100%',
  blockSize: '10px',
  accentColor: vars.color.accent,
});

const stateBase = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.strong });

export const state = styleVariants({
  inProgress: [stateBase, { color: vars.color.textMuted }],
  claimable: [stateBase, { color: vars.color.accent }],
  claimed: [stateBase, { color: vars.color.positive }],
  expired: [stateBase, { color: vars.color.textMuted }],
});

export const podium = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const podiumPlace = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  minInlineSize: 0,
});

export const podiumFirst = style({
  borderColor: vars.color.highlight,
  boxShadow: `inset 0 0 0 2px ${vars.color.highlight}`,
});

export const medal = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: vars.radius.full,
  background: vars.color.highlight,
  color: vars.color.onHighlight,
  fontWeight: vars.font.weight.strong,
});

export const podiumName = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.strong,
});

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const numberCell = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

export const selfRow = style({ background: vars.color.surfaceSunken, fontWeight: vars.font.weight.strong });

export const skeletonRow = style({ blockSize: '72px', borderRadius: vars.radius.lg });
