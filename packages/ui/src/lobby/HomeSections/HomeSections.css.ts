import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xxl, minInlineSize: 0 });

export const section = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const titleIcon = style({ display: 'inline-flex', color: vars.color.accent });

export const showAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minBlockSize: '32px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
