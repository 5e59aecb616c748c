import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** A page region that scrolls by itself; the stories picture exactly this box (data-screenshot), whichever rows the virtualiser has rendered beyond its edge. */
export const scroller = style({
  blockSize: '640px',
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.background,
});
