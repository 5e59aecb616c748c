import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const deadline = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const clock = style({ fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums' });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
});

export const answers = style({ display: 'grid', gap: vars.space.xs });

export const answer = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
      background: vars.color.surfaceSunken,
    },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const radio = style({
  inlineSize: '18px',
  blockSize: '18px',
  margin: 0,
  marginBlockStart: '2px',
  accentColor: vars.color.accent,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const answerText = style({ display: 'grid', gap: vars.space.xxs });

export const answerLabel = style({ fontWeight: vars.font.weight.strong, fontSize: vars.font.size.sm });

export const answerHint = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const answersError = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.critical,
});

export const partly = style({
  display: 'grid',
  gap: vars.space.md,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.accent}`,
});

export const currency = style({
  paddingInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.strong,
});

export const proof = style({ display: 'grid', gap: vars.space.xs });

export const proofLabel = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.strong });

export const asterisk = style({ color: vars.color.critical, marginInlineStart: vars.space.xxs });

// The native file input stays in the page for keyboard and screen readers, hidden behind its styled label.
export const fileInput = visuallyHidden;

export const pick = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: '72px',
  padding: vars.space.md,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  selectors: {
    [`${fileInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    [`${fileInput}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.6 },
    '&:hover': { background: vars.color.surfaceSunken },
  },
});

export const preview = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const thumbnail = style({
  display: 'block',
  inlineSize: '64px',
  blockSize: '80px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const fileName = style({
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
});

export const fileSize = style({ display: 'block', fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const hint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.critical,
});
