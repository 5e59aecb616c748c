import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';
import { PHONE_DOCK_HEIGHT } from '../RightBar/rightBarSize.ts';

export const badge = style({
  position: 'fixed',
  // Above the page and its header's menus, below the side menu's drawer (50) and every dialog: a drawer or dialog
  // open over it hides it instead of being covered by it.
  zIndex: 45,
  insetBlockEnd: `calc(${PHONE_DOCK_HEIGHT} + 8px + env(safe-area-inset-bottom))`,
  insetInlineStart: 'max(12px, env(safe-area-inset-left))',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  blockSize: '32px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.full,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  boxShadow: vars.elevation.medium,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
  cursor: 'help',
  selectors: { '[dir="rtl"] &': { insetInlineStart: 'max(12px, env(safe-area-inset-right))' } },
  // Phones: bottom-start, above the right bar's dock. Wider: bottom-end, below the centred right bar.
  '@media': {
    [media.tablet]: {
      insetBlockEnd: 'calc(12px + env(safe-area-inset-bottom))',
      insetInlineStart: 'auto',
      insetInlineEnd: vars.space.md,
      selectors: { '[dir="rtl"] &': { insetInlineStart: 'auto' } },
    },
  },
});

export const popover = style({
  position: 'fixed',
  inset: 'auto',
  insetBlockEnd: `calc(${PHONE_DOCK_HEIGHT} + 48px + env(safe-area-inset-bottom))`,
  insetInlineStart: vars.space.md,
  margin: 0,
  inlineSize: 'min(320px, calc(100vw - 24px))',
  '@media': {
    [media.tablet]: {
      insetBlockEnd: 'calc(52px + env(safe-area-inset-bottom))',
      insetInlineStart: 'auto',
      insetInlineEnd: vars.space.md,
    },
  },
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.high,
  fontSize: vars.font.size.sm,
});

export const title = style({ display: 'block', marginBlockEnd: vars.space.xs, fontSize: vars.font.size.md });
export const text = style({ margin: 0, color: vars.color.textMuted });
