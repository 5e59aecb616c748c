import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const frame = style({
  display: 'flex',
  blockSize: '100vh',
  background: vars.color.background,
});

export const opener = style({ margin: vars.space.lg });
