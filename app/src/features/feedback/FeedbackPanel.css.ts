import { vars } from '@sorte/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '40rem',
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const loading = style({ minBlockSize: '24rem' });
