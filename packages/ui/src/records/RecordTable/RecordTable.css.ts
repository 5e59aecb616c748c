import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { vars } from '../../theme/contract.css.ts';

// Wide: a grid of columns (`--record-columns`) with a sticky header. Narrow container (< 40rem), or one too narrow
// for the columns (`stacked`, set by RecordTable when the table would scroll sideways, issue 23 defect 4): each row a
// card of label–value lines, the header kept for screen readers only.

const columnsVar = createVar();
const NARROW = '(max-width: 40rem)';

/** On the root when the columns do not fit the container: stacked rows rather than a sideways scroll. */
export const stacked = style({});

export const root = style({
  containerType: 'inline-size',
  inlineSize: '100%',
  minInlineSize: 0,
  vars: { [columnsVar]: 'var(--record-columns)' },
});

export const scroller = style({
  position: 'relative',
  maxBlockSize: 'min(70vh, 40rem)',
  overflow: 'auto',
  overscrollBehavior: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({
  display: 'grid',
  minInlineSize: 'max-content',
  fontSize: vars.font.size.sm,
  '@container': { [NARROW]: { minInlineSize: 0 } },
  selectors: { [`${stacked} &`]: { minInlineSize: 0 } },
});

/** `fit`: no wider than the columns' minimum tracks need (flexible tracks then share the container's width). */
export const fitted = style({
  minInlineSize: 'min-content',
  '@container': { [NARROW]: { minInlineSize: 0 } },
  selectors: { [`${stacked} &`]: { minInlineSize: 0 } },
});

export const caption = style([visuallyHidden]);

export const head = style({
  display: 'block',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  background: vars.color.surfaceRaised,
  borderBlockEnd: `1px solid ${vars.color.borderStrong}`,
  '@container': { [NARROW]: { position: 'absolute', ...visuallyHiddenRules() } },
  selectors: { [`${stacked} &`]: { position: 'absolute', ...visuallyHiddenRules() } },
});

function visuallyHiddenRules() {
  return {
    inlineSize: '1px',
    blockSize: '1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
  } as const;
}

const columns = {
  display: 'grid',
  gridTemplateColumns: columnsVar,
  columnGap: vars.space.md,
  paddingInline: vars.space.md,
  alignItems: 'center',
} as const;

export const headRow = style({ ...columns, minBlockSize: '44px' });

export const headCell = style({
  display: 'block',
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
  textAlign: 'start',
});

export const end = style({ textAlign: 'end', justifySelf: 'end' });

/** A sortable column's header: the whole header is the target; hidden with the header when rows are stacked. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '24px',
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  textAlign: 'inherit',
  ':hover': { color: vars.color.text },
  '@container': { [NARROW]: { visibility: 'hidden' } },
  selectors: { [`${stacked} &`]: { visibility: 'hidden' } },
});

export const sortMark = style({
  fontSize: '0.75em',
  opacity: 0.6,
  selectors: { '&:not([data-direction="none"])': { opacity: 1, color: vars.color.text } },
});

export const body = style({ display: 'block', position: 'relative', inlineSize: '100%' });

export const row = style({
  ...columns,
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
  boxSizing: 'border-box',
  minBlockSize: '48px',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@container': { [NARROW]: stackedRow() },
  selectors: { [`${stacked} &`]: stackedRow() },
});

function stackedRow() {
  return { gridTemplateColumns: '1fr', rowGap: vars.space.xxs, paddingBlock: vars.space.sm } as const;
}

export const cell = style({
  display: 'block',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  '@container': { [NARROW]: stackedCell() },
  selectors: { [`${stacked} &`]: stackedCell() },
});

function stackedCell() {
  return {
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.md,
    textAlign: 'end',
    justifySelf: 'stretch',
  } as const;
}

export const cellLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  textAlign: 'start',
  '@container': { [NARROW]: { display: 'inline' } },
  selectors: { [`${stacked} &`]: { display: 'inline' } },
});

export const cellValue = style({ minInlineSize: 0 });

globalStyle(`${row}[data-stripe]`, { background: vars.color.surfaceSunken });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: '12rem',
  color: vars.color.textMuted,
});

export const more = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
