import { vars } from '@sorte/ui/vars';
import { style } from '@vanilla-extract/css';

/** A bet's number as the way into its details: looks like a link, is a button (it opens a dialog). */
export const betNumber = style({
  minBlockSize: '24px',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
