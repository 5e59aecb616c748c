import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.xs,
  columnGap: vars.space.lg,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const submit = style({ display: 'grid', gap: vars.space.md });

export const done = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const doneText = style({ margin: 0 });
