// Story-only frames: the room lobby components get inside the shell.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const page = style({
  minBlockSize: '100vh',
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
});

export const card = style({
  display: 'flex',
  inlineSize: '200px',
});

export const bar = style({
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** A page that scrolls inside one viewport: screenshots of tall content stay one viewport high. */
export const scrollingPage = style([page, { blockSize: '100vh', minBlockSize: 0, overflowY: 'auto' }]);
