import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const prompt = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const target = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.strong,
  display: 'inline-block',
  whiteSpace: 'nowrap',
});

export const submit = style({ display: 'grid', gap: vars.space.md });
