import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The steps to withdraw, read from the start of each line under the centred text. */
export const steps = style({
  display: 'grid',
  gap: vars.space.xs,
  inlineSize: 'fit-content',
  maxInlineSize: '100%',
  marginInline: 'auto',
  marginBlock: 0,
  paddingInlineStart: '1.5em',
  textAlign: 'start',
});
