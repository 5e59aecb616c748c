import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: vars.size.sideMenuWidth,
  blockSize: '100%',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  scrollbarWidth: 'thin',
  background: vars.color.surface,
  color: vars.color.text,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

export const rail = style([column, { inlineSize: '72px', alignItems: 'center' }]);

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideInRtl = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: 51,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: 'min(320px, 86vw)',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.elevation.high,
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  animation: `${slideIn} ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: {
    '[dir="rtl"] &': { animationName: slideInRtl },
    '&:focus': { outline: 'none' },
  },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  blockSize: vars.size.headerHeight,
  flexShrink: 0,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const drawerBody = style({
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  fontSize: '1.25rem',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const firstSection = style({ borderBlockStart: 0, paddingBlockStart: vars.space.sm });

export const heading = style({
  margin: 0,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { background: vars.color.surfaceSunken, color: vars.color.accent },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetBlock: '10px',
      insetInlineStart: 0,
      inlineSize: '3px',
      borderRadius: vars.radius.full,
      background: vars.color.accent,
    },
  },
});

export const rowIcon = style({ display: 'flex', fontSize: '1.2rem', color: vars.color.textMuted });
export const rowLabel = style({ flex: 1, minInlineSize: 0 });

export const railRow = style([
  row,
  {
    justifyContent: 'center',
    inlineSize: '48px',
    blockSize: '48px',
    paddingInline: 0,
  },
]);

export const railList = style([list, { justifyItems: 'center', paddingBlock: vars.space.sm }]);

export const railNav = style({ display: 'grid', justifyItems: 'center' });

export const railDivider = style({
  inlineSize: '32px',
  blockSize: '1px',
  marginBlock: vars.space.xs,
  background: vars.color.border,
});

export const promoRow = style([
  row,
  {
    minBlockSize: '40px',
    fontWeight: vars.font.weight.regular,
    gap: vars.space.sm,
  },
]);

export const promoDot = style({
  inlineSize: '8px',
  blockSize: '8px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.highlight,
  boxShadow: `0 0 0 3px ${vars.color.surfaceSunken}`,
});

/** Promotion titles come from the gateway in any script: `dir="auto"` on the span, aligned like the menu. */
export const promoLabel = style({
  flex: 1,
  minInlineSize: 0,
  textAlign: ['match-parent', '-webkit-match-parent'],
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const moreLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'end',
  gap: vars.space.xxs,
  minBlockSize: '32px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const qrGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  paddingInline: vars.space.sm,
});

export const qrFigure = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  margin: 0,
});

export const qrImage = style({
  inlineSize: '100%',
  maxInlineSize: '104px',
  aspectRatio: '1',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  objectFit: 'contain',
});

export const qrCaption = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
});

export const settings = style({ display: 'grid', gap: vars.space.lg, paddingInline: vars.space.sm });

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  paddingInline: vars.space.sm,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: '1.2rem',
  selectors: { '&:hover': { background: vars.color.border } },
});
