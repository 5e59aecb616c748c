import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const SMALL_BUTTON_HEIGHT = '32px';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  inlineSize: '100%',
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.low,
});

export const media = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const image = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const fallback = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '100%',
  blockSize: '100%',
  color: vars.color.textMuted,
});

export const fallbackIcon = style({ inlineSize: '40%', blockSize: '40%' });

export const hotBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.highlight,
  color: vars.color.onHighlight,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  boxShadow: vars.elevation.low,
});

export const heart = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  display: 'grid',
  placeItems: 'center',
  inlineSize: '36px',
  blockSize: '36px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.textMuted,
  boxShadow: vars.elevation.low,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.critical },
    '&:hover:not([aria-disabled="true"])': { color: vars.color.critical },
    '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 },
  },
});

export const heartIcon = style({ inlineSize: '20px', blockSize: '20px' });

export const name = style({
  margin: 0,
  paddingInline: vars.space.xxs,
  overflow: 'hidden',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  // A name in dir="auto" (a Latin name on a right-to-left page) is cut at its own end, yet aligns with the page.
  textAlign: 'match-parent',
});

/** The return to player: a quiet line of one height whether it states a figure or none. */
export const rtp = style({
  margin: 0,
  paddingInline: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** Room for both buttons on every card, so all cards of a width share one height (the virtual grid relies on it). */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minBlockSize: `calc(2 * ${SMALL_BUTTON_HEIGHT} + ${vars.space.xs})`,
  marginBlockStart: 'auto',
});
