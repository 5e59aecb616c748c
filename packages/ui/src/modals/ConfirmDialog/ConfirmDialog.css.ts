import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const message = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});
