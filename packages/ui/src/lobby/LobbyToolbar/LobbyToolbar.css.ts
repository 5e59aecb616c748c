import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

export const root = style({
  display: 'grid',
  // One column no wider than the card: the filter, search and chip rows scroll or shrink inside it on phones.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minInlineSize: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const topRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

const bareFieldset = { margin: 0, border: 'none', minInlineSize: 0 } as const;

export const segmented = style({
  ...bareFieldset,
  display: 'flex',
  flexShrink: 0,
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  maxInlineSize: '100%',
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const segment = style({
  minBlockSize: '36px',
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-pressed="true"]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.elevation.low,
    },
  },
});

export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '1 1 260px',
  maxInlineSize: '420px',
  minInlineSize: 0,
});

export const searchField = style({ position: 'relative', flex: 1, minInlineSize: 0 });

// The input takes the direction of what is typed (dir="auto"), the clear button the page's: the room kept for the
// button is on the page's inline end, whichever way the text runs.
const CLEAR_ROOM = '40px';

export const searchInput = style({
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingLeft: vars.space.md,
  paddingRight: CLEAR_ROOM,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    [`${searchField}:dir(rtl) > &`]: { paddingLeft: CLEAR_ROOM, paddingRight: vars.space.md },
    [`${searchField}:dir(rtl) > &:placeholder-shown`]: { textAlign: 'right' },
  },
});
globalStyle(`${searchInput}::-webkit-search-cancel-button`, { appearance: 'none' });

export const clear = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineEnd: vars.space.xs,
  transform: 'translateY(-50%)',
  display: 'grid',
  placeItems: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text } },
});

export const chipRow = style({
  ...bareFieldset,
  padding: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const chipLabel = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
});

export const chips = style({
  display: 'flex',
  gap: vars.space.xs,
  minInlineSize: 0,
  padding: vars.space.xxs,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  '@media': { [media.tablet]: { flexWrap: 'wrap', overflowX: 'visible' } },
});
globalStyle(`${chips}::-webkit-scrollbar`, { display: 'none' });

export const chip = style({
  flexShrink: 0,
  minBlockSize: '32px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-pressed="true"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.font.weight.strong,
    },
  },
});
