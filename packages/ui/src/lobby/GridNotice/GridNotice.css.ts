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
  textAlign: 'center',
});

export const icon = style({ inlineSize: '40px', blockSize: '40px', color: vars.color.textMuted });

export const text = style({ margin: 0, maxInlineSize: '40ch', fontSize: vars.font.size.md });
