import { createVar, globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const lapDuration = createVar();

const ROW_HEIGHT = '40px';
const VISIBLE_ROWS = 5;

const scrollUp = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(-50%)' } });

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: '32px',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

// Both tables (the fixed top 3 and the scrolling rest) share fixed column widths, so their columns line up.
export const table = style({
  inlineSize: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const rankColumn = style({ inlineSize: '40px' });
export const gameColumn = style({ inlineSize: '38%' });
export const prizeColumn = style({ inlineSize: '34%' });

export const row = style({
  blockSize: ROW_HEIGHT,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

globalStyle(`${row} > *`, { paddingInline: vars.space.xs, verticalAlign: 'middle', textAlign: 'start' });

export const head = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
});

globalStyle(`${head} ${row}`, { blockSize: '32px' });

export const fixed = style({ background: vars.color.surfaceSunken });

export const viewport = styleVariants({
  moving: {
    blockSize: `calc(${ROW_HEIGHT} * ${VISIBLE_ROWS})`,
    overflow: 'hidden',
  },
  still: {
    blockSize: `calc(${ROW_HEIGHT} * ${VISIBLE_ROWS})`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    selectors: { '&:focus-visible': { outlineOffset: '-3px' } },
  },
});

export const track = style({
  animation: `${scrollUp} ${lapDuration} linear infinite`,
  selectors: { 'section:hover &, section:focus-within &': { animationPlayState: 'paused' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const rank = style({ selectors: { [`${row} > &`]: { textAlign: 'center' } } });

const medalBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '26px',
  blockSize: '26px',
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  border: '2px solid transparent',
});

export const medal = styleVariants({
  gold: [medalBase, { background: vars.color.highlight, color: vars.color.onHighlight }],
  silver: [
    medalBase,
    { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.borderStrong },
  ],
  bronze: [
    medalBase,
    { background: vars.color.warningSurface, color: vars.color.text, borderColor: vars.color.warning },
  ],
});

export const rankNumber = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

const ellipsis = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // A name in dir="auto" (a Latin name on a right-to-left page) is cut at its own end, yet aligns with the page.
  textAlign: 'match-parent',
} as const;

export const player = style({ ...ellipsis, fontWeight: vars.font.weight.strong });

export const game = style({ ...ellipsis, color: vars.color.textMuted });

export const prize = style({
  selectors: { [`${row} > &`]: { textAlign: 'end' } },
  fontWeight: vars.font.weight.strong,
  color: vars.color.positive,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
