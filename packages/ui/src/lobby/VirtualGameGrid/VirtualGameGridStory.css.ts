import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** A page region that scrolls by itself, so a story's screenshot stays one viewport high. */
export const scroller = style({
  blockSize: '640px',
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.background,
});
