import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  inlineSize: 'min(320px, calc(100vw - 16px))',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.high,
  overflow: 'hidden',
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  padding: vars.space.lg,
  background: `linear-gradient(135deg, ${vars.color.surfaceSunken}, ${vars.color.surfaceRaised})`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const identity = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const nickname = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const nicknameText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  textAlign: ['match-parent', '-webkit-match-parent'],
});

export const account = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const vipChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
  blockSize: '22px',
  borderRadius: vars.radius.full,
  background: vars.color.highlight,
  color: vars.color.onHighlight,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
});

export const trialChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  blockSize: '22px',
  borderRadius: vars.radius.full,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  border: `1px solid ${vars.color.warning}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
});

export const idRow = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const idValue = style({
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const idLabel = style({ color: vars.color.textMuted });

export const copyButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '32px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const copied = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.positive,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  selectors: { '&:empty': { display: 'none' } },
});

export const list = style({
  display: 'grid',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: vars.font.weight.strong },
  },
});

export const rowIcon = style({ display: 'flex', color: vars.color.textMuted, fontSize: '1.1rem' });
export const rowLabel = style({ flex: 1, minInlineSize: 0 });
export const rowEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

export const footer = style({
  padding: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const logout = style([row, { color: vars.color.critical, fontWeight: vars.font.weight.strong }]);
