import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Phones up to this width get a sheet instead of a centred card. */
const card = 'screen and (min-width: 481px)';
const phone = 'screen and (max-width: 480px)';
const reducedMotion = '(prefers-reduced-motion: reduce)';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(24px)' },
  to: { opacity: 1, transform: 'none' },
});
const sinkOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'translateY(24px)' },
});
const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'scale(0.96)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

export const content = style({
  position: 'fixed',
  zIndex: 101,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.high,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': { animation: `${riseIn} ${vars.motion.slow} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${sinkOut} ${vars.motion.fast} ${vars.motion.easing}` },
  },
  '@media': {
    [card]: {
      inset: 0,
      margin: 'auto',
      blockSize: 'fit-content',
      maxBlockSize: `calc(100dvh - ${vars.space.xxxl})`,
      inlineSize: `calc(100% - ${vars.space.xxl})`,
      borderRadius: vars.radius.xl,
      selectors: {
        '&[data-state="open"]': { animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}` },
        '&[data-state="closed"]': { animation: `${popOut} ${vars.motion.fast} ${vars.motion.easing}` },
      },
    },
    [reducedMotion]: { animation: 'none !important' },
  },
});

export const size = styleVariants({
  small: { '@media': { [card]: { maxInlineSize: '420px' } } },
  medium: { '@media': { [card]: { maxInlineSize: '560px' } } },
  large: { '@media': { [card]: { maxInlineSize: '880px' } } },
});

export const phoneLayout = styleVariants({
  fullscreen: { '@media': { [phone]: { inset: 0 } } },
  sheet: {
    '@media': {
      [phone]: {
        insetInline: 0,
        insetBlockEnd: 0,
        maxBlockSize: `calc(100dvh - ${vars.space.xxl})`,
        borderStartStartRadius: vars.radius.xl,
        borderStartEndRadius: vars.radius.xl,
      },
    },
  },
});

export const header = style({
  display: 'grid',
  gap: vars.space.xs,
  flexShrink: 0,
  paddingBlockStart: vars.space.xl,
  paddingInlineStart: vars.space.lg,
  // Room for the close button at the inline end.
  paddingInlineEnd: `calc(${vars.space.sm} + ${vars.size.touchTarget} + ${vars.space.xs})`,
  '@media': { [card]: { paddingInlineStart: vars.space.xl } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const body = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: { '&:focus-visible': { outlineOffset: '-3px' } },
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  '@media': { [card]: { paddingInline: vars.space.xl, paddingBlockEnd: vars.space.xl } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexShrink: 0,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
  '@media': { [card]: { paddingInline: vars.space.xl } },
});

// On phones the footer's actions share the width; on larger screens they keep their own size.
globalStyle(`${footer} > *`, { flex: '1 1 0', '@media': { [card]: { flex: '0 0 auto' } } });

export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text } },
});
