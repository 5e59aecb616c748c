import { vars } from '@sorte/ui/vars';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '60rem',
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl });

export const loading = style({ minBlockSize: '12rem' });
