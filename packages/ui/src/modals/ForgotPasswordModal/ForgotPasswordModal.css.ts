import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const fields = style({ display: 'grid', gap: vars.space.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const sent = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'stretch' });

export const back = style({
  display: 'flex',
  justifyContent: 'center',
  margin: 0,
});
