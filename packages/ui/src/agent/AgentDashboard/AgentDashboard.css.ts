import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  minInlineSize: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.strong });

export const link = style({ color: vars.color.link, fontSize: vars.font.size.sm });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const itemText = style({ display: 'grid', gap: '2px', minInlineSize: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
