import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const fields = style({
  display: 'grid',
  gap: vars.space.lg,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});
