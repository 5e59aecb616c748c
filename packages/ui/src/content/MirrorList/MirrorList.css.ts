import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { card } from '../areaPage.css.ts';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const item = style([
  card,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingBlock: vars.space.md,
  },
]);

export const current = style({ borderColor: vars.color.accent });

export const link = style({
  flex: '1 1 16ch',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  color: vars.color.link,
  fontWeight: vars.font.weight.strong,
});

export const here = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
});

export const copied = style({ color: vars.color.positive, fontSize: vars.font.size.sm });
