import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The mark standing for a file the browser cannot draw, centred in the thumbnail's own box. */
export const documentMark = style({
  display: 'grid',
  inlineSize: '100%',
  blockSize: '100%',
  placeItems: 'center',
  color: vars.color.textMuted,
});
