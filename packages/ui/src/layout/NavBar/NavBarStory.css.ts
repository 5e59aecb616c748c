import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const frame = style({
  blockSize: vars.size.navRowHeight,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
