import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The contract components' shared looks: panels, tables that become stacked cards on phones, status badges.

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
  containerType: 'inline-size',
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.strong });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

const WIDE = '(min-width: 640px)';

export const wideOnly = style({ display: 'none', '@container': { [WIDE]: { display: 'block' } } });
export const phoneOnly = style({ display: 'grid', '@container': { [WIDE]: { display: 'none' } } });

export const tableScroll = style({ overflowX: 'auto' });
export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});
export const caption = style({
  textAlign: 'start',
  paddingBlockEnd: vars.space.sm,
  color: vars.color.textMuted,
});
export const th = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.borderStrong}`,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: vars.space.sm,
  textAlign: 'start',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const cards = style({ listStyle: 'none', margin: 0, padding: 0, gap: vars.space.sm });
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});
export const cardHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
});
export const factPair = style({ display: 'contents' });
export const factName = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const factValue = style({ margin: 0, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

const badgeBase = style({
  display: 'inline-block',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
  border: '1px solid currentColor',
});
export const badge = styleVariants({
  pending: [badgeBase, { color: vars.color.text, background: vars.color.warningSurface }],
  active: [badgeBase, { color: vars.color.positive }],
  terminationRequested: [badgeBase, { color: vars.color.text, background: vars.color.warningSurface }],
  rejected: [badgeBase, { color: vars.color.critical, background: vars.color.criticalSurface }],
  terminated: [badgeBase, { color: vars.color.textMuted }],
});

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const error = style({ margin: 0, color: vars.color.critical });

export const field = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.strong });
export const control = style({
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});
export const bareFieldset = style({ border: 0, padding: 0, margin: 0, minInlineSize: 0 });
export const formFooter = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});

export const endedList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const bars = style({ display: 'grid', gap: vars.space.xs });
export const barRow = style({
  display: 'grid',
  gridTemplateColumns: '5.5rem 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.xs,
});
export const barTrack = style({ display: 'grid', gap: '2px' });
export const bar = styleVariants({
  downline: {
    blockSize: '8px',
    borderRadius: vars.radius.sm,
    background: vars.color.accent,
    minInlineSize: '1px',
  },
  upline: {
    blockSize: '8px',
    borderRadius: vars.radius.sm,
    background: vars.color.info,
    minInlineSize: '1px',
  },
});
export const legend = style({
  display: 'flex',
  gap: vars.space.md,
  fontSize: vars.font.size.xs,
  flexWrap: 'wrap',
});
export const swatch = styleVariants({
  downline: {
    display: 'inline-block',
    inlineSize: '12px',
    blockSize: '12px',
    background: vars.color.accent,
    marginInlineEnd: vars.space.xxs,
    borderRadius: vars.radius.sm,
  },
  upline: {
    display: 'inline-block',
    inlineSize: '12px',
    blockSize: '12px',
    background: vars.color.info,
    marginInlineEnd: vars.space.xxs,
    borderRadius: vars.radius.sm,
  },
});

export const log = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const logEntry = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});

export const storyFrame = style({
  minBlockSize: '100vh',
  padding: vars.space.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const phoneFrame = style([storyFrame, { inlineSize: '360px' }]);
