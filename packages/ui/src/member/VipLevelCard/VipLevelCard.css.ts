import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  minInlineSize: 0,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.highlight,
  color: vars.color.onHighlight,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  columnGap: vars.space.lg,
  margin: 0,
  inlineSize: '100%',
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.font.weight.strong, textAlign: 'end' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
