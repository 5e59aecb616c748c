import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.xs,
});

export const searchField = style({ flex: '1 1 12rem', minInlineSize: 0 });

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const crumb = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const crumbLink = style({
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.xs,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const crumbCurrent = style({ paddingInline: vars.space.xs, fontWeight: vars.font.weight.strong });

export const separator = style({ color: vars.color.textMuted });

export const searching = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const account = style({ display: 'grid', gap: '2px', minInlineSize: 0 });

export const drill = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontWeight: vars.font.weight.strong,
  textAlign: 'start',
  textDecoration: 'underline',
  cursor: 'pointer',
  minBlockSize: '24px',
});

export const accountName = style({ fontWeight: vars.font.weight.strong });

export const nickname = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const frozen = style({ color: vars.color.critical });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const contractLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  textDecoration: 'underline',
  whiteSpace: 'nowrap',
});

export const contract = style({ display: 'grid', gap: '2px', minInlineSize: 0 });

export const pendingContract = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const view = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const viewLegend = style([visuallyHidden]);
