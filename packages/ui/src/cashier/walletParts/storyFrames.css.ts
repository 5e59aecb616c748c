// Story-only frames: the room the cashier's components get in the member centre, on a phone and beside the menu.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const page = style({
  minBlockSize: '100vh',
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** A 360 px phone's width, less nothing: the component's own padding is what a phone shows. */
export const phone = style([page, { inlineSize: '360px', padding: vars.space.md }]);

/** The page column beside the member centre's menu on a desktop. */
export const column = style({ maxInlineSize: '760px' });
