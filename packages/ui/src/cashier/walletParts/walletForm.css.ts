import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// What the cashier's forms share: their column, the direction switch, the vendor select and the confirmation summary.

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '520px',
  color: vars.color.text,
});

export const fields = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
});

export const segments = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.xs,
});

export const segment = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
      fontWeight: vars.font.weight.strong,
    },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const radio = style({
  margin: 0,
  accentColor: vars.color.accent,
  inlineSize: '18px',
  blockSize: '18px',
});

export const selectField = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.strong });

export const select = style({
  minBlockSize: '48px',
  inlineSize: '100%',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&:disabled': { background: vars.color.surfaceSunken, opacity: 0.7, cursor: 'not-allowed' },
  },
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.critical,
});

/** A hint line (a label and an amount): ordered by its own language, aligned like the page. */
export const hintLine = style({
  display: 'block',
  unicodeBidi: 'plaintext',
  textAlign: ['match-parent', '-webkit-match-parent'],
});

export const available = style({ fontVariantNumeric: 'tabular-nums', unicodeBidi: 'isolate' });

export const foot = style({ display: 'grid', gap: vars.space.sm });

export const done = style({
  display: 'grid',
  maxInlineSize: '520px',
  justifyItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.positive}`,
  background: vars.color.surface,
});

export const doneTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const doneIcon = style({ display: 'inline-flex', color: vars.color.positive });

export const doneText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  unicodeBidi: 'plaintext',
  textAlign: ['match-parent', '-webkit-match-parent'],
});

export const summary = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const summaryRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const summaryTerm = style({ color: vars.color.textMuted });

export const summaryValue = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'plaintext',
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const notice = style({
  display: 'flex',
  maxInlineSize: '520px',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const noticeIcon = style({ display: 'inline-flex', color: vars.color.textMuted, flexShrink: 0 });

export const noticeText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  unicodeBidi: 'plaintext',
  textAlign: ['match-parent', '-webkit-match-parent'],
});

/** The amount as the site read it, beside the button that sends it. */
export const asRead = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});
