import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';
import { PHONE_DOCK_HEIGHT } from './rightBarSize.ts';

// Phones: a full-width dock along the bottom edge, a band of its own (like the header at the top) rather than buttons
// floating over cards and their hearts. Wider screens: a labelled column at the inline end, beside the content.
export const root = style({
  position: 'fixed',
  zIndex: 25,
  '@media': {
    [media.phoneOnly]: {
      insetInline: 0,
      insetBlockEnd: 0,
      paddingBlockEnd: 'env(safe-area-inset-bottom)',
      paddingInline: 'max(8px, env(safe-area-inset-left)) max(8px, env(safe-area-inset-right))',
      background: vars.color.surfaceRaised,
      borderBlockStart: `1px solid ${vars.color.border}`,
      boxShadow: vars.elevation.medium,
    },
    [media.tablet]: {
      insetInlineEnd: 'max(12px, env(safe-area-inset-right))',
      insetBlockStart: '50%',
      transform: 'translateY(-50%)',
      selectors: { '[dir="rtl"] &': { insetInlineEnd: 'max(12px, env(safe-area-inset-left))' } },
    },
  },
});

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.phoneOnly]: {
      gridAutoFlow: 'column',
      gridAutoColumns: 'minmax(0, 1fr)',
      blockSize: `calc(${PHONE_DOCK_HEIGHT} - 1px)`,
      alignItems: 'center',
    },
    [media.tablet]: {
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
    [media.phoneOnly]: {
      inlineSize: '100%',
      blockSize: '48px',
      border: 0,
      borderRadius: vars.radius.lg,
      boxShadow: 'none',
      background: 'transparent',
    },
    [media.tablet]: {
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
  background: 'transparent',
  color: vars.color.accent,
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const label = style({
  fontSize: '0.6875rem',
  fontWeight: vars.font.weight.strong,
  lineHeight: 1.1,
});
