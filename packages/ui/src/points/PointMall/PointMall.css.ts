import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Each line orders its words by its own language (a number first reads right in English on an RTL page), aligned like the page. */
const ownDirection = { unicodeBidi: 'plaintext', textAlign: 'match-parent' } as const;

export const root = style({ display: 'grid', gap: vars.space.xl, color: vars.color.text });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const top = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  alignItems: 'stretch',
});

export const panel = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const balancePanel = style([panel, { borderColor: vars.color.accent, boxShadow: vars.elevation.low }]);

export const balanceLabel = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const balanceValue = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  ...ownDirection,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const rules = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const rule = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const ruleCategory = style({ fontWeight: vars.font.weight.strong });

export const ruleRate = style({ color: vars.color.textMuted, ...ownDirection });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  blockSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const body = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  // Names come from the gateway in any language.
  ...ownDirection,
});

export const cost = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  ...ownDirection,
});

export const facts = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const fact = style({ margin: 0, ...ownDirection });

const stockBase = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '24px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  ...ownDirection,
});

export const stock = styleVariants({
  plenty: [stockBase, { background: vars.color.surfaceSunken, color: vars.color.text }],
  few: [stockBase, { background: vars.color.warningSurface, color: vars.color.text }],
  none: [stockBase, { background: vars.color.criticalSurface, color: vars.color.text }],
});

export const actions = style({ display: 'grid', gap: vars.space.xs, marginBlockStart: vars.space.sm });

export const shortfall = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  ...ownDirection,
});

export const skeletonCard = style([card, { gridTemplateRows: 'auto auto' }]);

export const skeletonBody = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md });

export const skeletonImage = style({ aspectRatio: '4 / 3', borderRadius: 0 });

export const skeletonLine = styleVariants({
  wide: { blockSize: '1rem', inlineSize: '80%' },
  narrow: { blockSize: '1rem', inlineSize: '45%' },
  button: { blockSize: '2.5rem', inlineSize: '100%', borderRadius: vars.radius.md },
  value: { blockSize: '2rem', inlineSize: '9rem' },
});

export const unavailable = style([
  panel,
  { justifyItems: 'center', textAlign: 'center', paddingBlock: vars.space.xxl },
]);

export const unavailableIcon = style({ color: vars.color.textMuted });
