import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const guide = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.strong });

export const steps = style({
  margin: 0,
  paddingInlineStart: '1.25em',
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const shareGlyph = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  color: vars.color.accent,
});
