import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const fields = style({ display: 'grid', gap: vars.space.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const submit = style({ display: 'grid', gap: vars.space.md });

export const sent = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'stretch' });

export const back = style({
  display: 'flex',
  justifyContent: 'center',
  margin: 0,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.xs,
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
