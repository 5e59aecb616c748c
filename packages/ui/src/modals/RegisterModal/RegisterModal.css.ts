import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const fields = style({ display: 'grid', gap: vars.space.lg });

export const confirmations = style({ display: 'grid', gap: vars.space.sm });

export const submit = style({ display: 'grid', gap: vars.space.md });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.xs,
  marginInline: `calc(-1 * ${vars.space.xs})`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const login = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
