import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

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

export const channels = style({
  display: 'grid',
  gap: vars.space.sm,
  '@container': { '(min-width: 520px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' } },
});

export const channel = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '56px',
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
  accentColor: vars.color.accent,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const channelText = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const channelName = style({ fontWeight: vars.font.weight.strong, fontSize: vars.font.size.sm });

export const channelLimits = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const presets = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
  '@container': { '(min-width: 760px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});

export const preset = style({
  minBlockSize: '40px',
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accent,
      background: vars.color.accent,
      color: vars.color.onAccent,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const currency = style({
  paddingInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.strong,
});

export const centred = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
});

export const unsure = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
