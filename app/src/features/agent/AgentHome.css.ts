import { vars } from '@sorte/ui/vars';
import { style } from '@vanilla-extract/css';

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, inlineSize: '100%' });

export const title = style({
  flex: 1,
  minInlineSize: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  maxInlineSize: vars.size.contentMaxWidth,
  marginInline: 'auto',
});

export const heading = style({ margin: 0, fontSize: vars.font.size.xl });

export const lead = style({ margin: 0, color: vars.color.textMuted });
