import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';
import { PHONE_DOCK_HEIGHT } from '../RightBar/rightBarSize.ts';

const rise = keyframes({
  from: { transform: 'translateY(12px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

/** Always mounted (so the status is announced when it fills) and out of the flow (nothing shifts). */
export const region = style({
  position: 'fixed',
  zIndex: 70,
  // Phones: above the right bar's dock. Wider: near the bottom edge.
  insetBlockEnd: `calc(${PHONE_DOCK_HEIGHT} + 8px + env(safe-area-inset-bottom))`,
  insetInlineStart: vars.space.md,
  insetInlineEnd: vars.space.md,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  '@media': {
    [media.tablet]: { insetBlockEnd: 'calc(56px + env(safe-area-inset-bottom))' },
  },
});

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxInlineSize: '480px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.text,
  color: vars.color.background,
  boxShadow: vars.elevation.high,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  pointerEvents: 'auto',
  animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const icon = style({ display: 'flex', fontSize: '1.25rem', color: vars.color.highlight });
