import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
});

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: '2.5rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  selectors: { '&:hover': { borderColor: vars.color.text } },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  display: 'flex',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
