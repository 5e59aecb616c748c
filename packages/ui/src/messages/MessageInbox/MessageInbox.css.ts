import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md });

/** The section's name, which the page's own title already shows (issue 23 defect 10): for screen readers only. */
export const repeatedTitle = style([visuallyHidden]);

export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const listPane = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    'screen and (max-width: 720px)': { selectors: { '[data-reading="true"] &': { display: 'none' } } },
  },
});

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '10px 1fr',
  alignItems: 'center',
  columnGap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: '56px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: 0,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  borderInlineStart: '3px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[aria-current="true"]': {
      background: vars.color.surfaceSunken,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
  },
});

export const dot = style({
  inlineSize: '10px',
  blockSize: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});

export const itemText = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const itemTitle = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
});

export const unreadTitle = style({ fontWeight: vars.font.weight.strong });

export const date = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const detail = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': {
    'screen and (max-width: 720px)': { selectors: { '[data-reading="false"] &': { display: 'none' } } },
  },
});

export const detailTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const placeholder = style({ margin: 0, color: vars.color.textMuted });

export const back = style({
  justifySelf: 'start',
  '@media': { 'screen and (min-width: 721px)': { display: 'none' } },
});

export const skeletonRow = style({ blockSize: '56px' });

/** Issue 23 item 6: the category filter and mark all read, above the list; they wrap on a phone. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A fieldset (a group of toggles) without its default frame. */
const bareFieldset = { margin: 0, minInlineSize: 0 } as const;

export const categories = style({
  ...bareFieldset,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
});

export const category = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '32px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const categoryCount = style({ fontWeight: vars.font.weight.strong });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

export const confirm = style({
  ...bareFieldset,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const confirmText = style({ margin: 0, flex: '1 1 12rem', fontSize: vars.font.size.sm });
