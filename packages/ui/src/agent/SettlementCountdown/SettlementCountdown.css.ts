import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.md, gridColumn: '1 / -1' });

export const next = style({ margin: 0, fontSize: vars.font.size.lg });

export const countdown = style({ margin: 0, justifySelf: 'end' });

export const term = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const clock = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'isolate',
  direction: 'ltr',
});

export const time = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.strong });

export const slot = style({
  margin: 0,
  gridColumn: '1 / -1',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
