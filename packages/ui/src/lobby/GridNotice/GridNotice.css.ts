import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  textAlign: 'center',
});

export const compact = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** A failure is solid and tinted, an empty list dashed and quiet: the two never read alike. */
export const failed = style({
  background: vars.color.criticalSurface,
  borderStyle: 'solid',
  borderColor: vars.color.critical,
  color: vars.color.text,
});

export const icon = style({ inlineSize: '40px', blockSize: '40px', color: 'inherit' });

export const compactIcon = style({ display: 'flex', color: 'inherit' });

export const text = style({
  margin: 0,
  maxInlineSize: '40ch',
  fontSize: 'inherit',
  overflowWrap: 'anywhere',
});

export const what = style({ fontWeight: vars.font.weight.strong });
