import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const stage = style({ minBlockSize: '420px', background: vars.color.background });

export const bar = style({ blockSize: '48px' });

export const logo = style({
  inlineSize: '48px',
  blockSize: '20px',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
});
