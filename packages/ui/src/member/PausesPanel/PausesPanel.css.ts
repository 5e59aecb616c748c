import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xl, minInlineSize: 0, maxInlineSize: '48rem' });

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minInlineSize: 0,
});

export const form = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.lg });

export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const inForce = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
  color: vars.color.text,
});

export const inForceTitle = style({ margin: 0, fontSize: vars.font.size.md });

export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.font.weight.strong,
});

export const choice = style({ position: 'relative', display: 'inline-flex' });

export const input = style({ position: 'absolute', opacity: 0, inlineSize: 1, blockSize: 1, margin: 0 });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
});

globalStyle(`${input}:checked + ${option}`, {
  borderColor: vars.color.accent,
  background: vars.color.accent,
  color: vars.color.onAccent,
});
globalStyle(`${input}:focus-visible + ${option}`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle(`${input}:disabled + ${option}`, { opacity: 0.5, cursor: 'not-allowed' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const skeleton = style({ blockSize: '16rem', borderRadius: vars.radius.md });
