import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space.md,
  inlineSize: '100%',
  minInlineSize: 0,
  boxSizing: 'border-box',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.md,
});

export const field = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0, alignContent: 'start' });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.strong });

export const control = style({
  minBlockSize: '44px',
  inlineSize: '100%',
  boxSizing: 'border-box',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': { background: vars.color.surfaceSunken, opacity: 0.7, cursor: 'not-allowed' },
  },
});

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

/** One movement: icon, kind and amount on the first line; time, reference and status under them. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"icon kind amount" "icon meta status"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  inlineSize: '100%',
  minBlockSize: '56px',
  boxSizing: 'border-box',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

const kindIconBase = style({
  gridArea: 'icon',
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '36px',
  blockSize: '36px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
});

export const kindIcon = styleVariants({
  deposit: [kindIconBase, { color: vars.color.positive }],
  withdrawal: [kindIconBase, { color: vars.color.text }],
});

export const kind = style({ gridArea: 'kind', fontWeight: vars.font.weight.strong, minInlineSize: 0 });

export const amount = style({
  gridArea: 'amount',
  justifySelf: 'end',
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'isolate',
  whiteSpace: 'nowrap',
});

export const meta = style({
  gridArea: 'meta',
  minInlineSize: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** The status badge is the withdrawal card's own; here it also takes its place in a line's grid. */
export { badge } from '../WithdrawalStatusCard/WithdrawalStatusCard.css.ts';

export const badgePlace = style({ gridArea: 'status', justifySelf: 'end' });

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.5 }, '100%': { opacity: 1 } });

export const placeholder = style({
  blockSize: '56px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});

// ---- the receipt ----------------------------------------------------------------------------------------------

export const receipt = style({ display: 'grid', gap: vars.space.md });

export const receiptHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const receiptAmount = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'isolate',
});

export const receiptActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
});

// "Salvar como PDF" prints: while a receipt is open only its dialog is printed, as a plain page without its
// buttons, so the print dialog's "Save as PDF" gives the receipt alone.
globalStyle('body > :not(:has([data-cashier-receipt]))', { '@media': { print: { display: 'none' } } });
globalStyle('[role="dialog"]:has([data-cashier-receipt])', {
  '@media': {
    print: {
      position: 'static',
      inset: 'auto',
      transform: 'none',
      maxBlockSize: 'none',
      inlineSize: 'auto',
      overflow: 'visible',
      boxShadow: 'none',
    },
  },
});
globalStyle('[role="dialog"]:has([data-cashier-receipt]) button', {
  '@media': { print: { display: 'none' } },
});

/** A dt/dd pair kept together in the markup while the summary's grid lays them out. */
export const receiptLine = style({ display: 'contents' });
