import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

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
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const cardLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const cardValue = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.strong });
