import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ containerType: 'inline-size', minInlineSize: 0 });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
});

const COMPACT_BELOW = 480;

export const pages = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The full list from §9 (range 5, margins 2) on wide containers. */
export const wide = style({
  '@container': { [`(max-width: ${COMPACT_BELOW - 0.02}px)`]: { display: 'none' } },
});

/** A shorter list on phones (range 3, margin 1), so the bar fits one row. */
export const compact = style({
  '@container': { [`(min-width: ${COMPACT_BELOW}px)`]: { display: 'none' } },
});

export const control = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: '40px',
  blockSize: '40px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const ellipsis = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: '24px',
  color: vars.color.textMuted,
});

/** Chevron drawn pointing forward; "previous" turns it around (Icon mirrors it again in RTL). */
export const backwards = style({ display: 'inline-flex', transform: 'scaleX(-1)' });
