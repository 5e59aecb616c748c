import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const tablet = 'screen and (min-width: 768px)';

export const root = style({
  position: 'fixed',
  zIndex: 25,
  insetBlockEnd: 'calc(16px + env(safe-area-inset-bottom))',
  insetInlineEnd: 'max(12px, env(safe-area-inset-right))',
  selectors: { '[dir="rtl"] &': { insetInlineEnd: 'max(12px, env(safe-area-inset-left))' } },
  '@media': {
    [tablet]: {
      insetBlockEnd: 'auto',
      insetBlockStart: '50%',
      transform: 'translateY(-50%)',
    },
  },
});

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [tablet]: {
      gap: vars.space.xxs,
      padding: vars.space.xs,
      borderRadius: vars.radius.xl,
      background: vars.color.surfaceRaised,
      border: `1px solid ${vars.color.border}`,
      boxShadow: vars.elevation.medium,
    },
  },
});

export const action = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.medium,
  fontSize: '1.25rem',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
  '@media': {
    [tablet]: {
      inlineSize: '64px',
      blockSize: '60px',
      border: 0,
      borderRadius: vars.radius.lg,
      boxShadow: 'none',
      background: 'transparent',
    },
  },
});

export const accent = style({
  background: vars.color.accent,
  color: vars.color.onAccent,
  borderColor: 'transparent',
  selectors: { '&:hover': { background: vars.color.accentHover } },
  '@media': {
    [tablet]: {
      background: 'transparent',
      color: vars.color.accent,
      selectors: { '&:hover': { background: vars.color.surfaceSunken } },
    },
  },
});

/** Visible on wider screens; on phones only screen readers get it (it stays the button's name). */
export const label = style({
  fontSize: '0.6875rem',
  fontWeight: vars.font.weight.strong,
  lineHeight: 1.1,
  '@media': {
    'screen and (max-width: 767px)': {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});
