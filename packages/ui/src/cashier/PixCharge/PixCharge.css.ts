import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const header = style({ display: 'grid', gap: vars.space.xxs });

export const amount = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  '@container': {
    '(min-width: 560px)': { gridTemplateColumns: 'auto 1fr', alignItems: 'start' },
  },
});

export const qrFrame = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
});

/** The QR code keeps a white quiet zone in both themes: banking apps read dark on light. */
export const qr = style({
  display: 'block',
  inlineSize: '208px',
  blockSize: '208px',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: '#ffffff',
  border: `1px solid ${vars.color.border}`,
});

export const timer = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const timerValue = style({ fontWeight: vars.font.weight.strong });

export const details = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const steps = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const waiting = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const outcome = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  textAlign: 'center',
});

const outcomeIconBase = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: vars.radius.full,
});

export const outcomeIcon = styleVariants({
  positive: [outcomeIconBase, { color: vars.color.positive, background: vars.color.surfaceSunken }],
  critical: [outcomeIconBase, { color: vars.color.critical, background: vars.color.criticalSurface }],
  warning: [outcomeIconBase, { color: vars.color.warning, background: vars.color.warningSurface }],
});

export const outcomeTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
});

export const outcomeText = style({
  margin: 0,
  maxInlineSize: '40ch',
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});
