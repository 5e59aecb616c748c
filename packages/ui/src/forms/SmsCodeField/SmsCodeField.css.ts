import { style } from '@vanilla-extract/css';

/** Wraps the send button: a steady width while it counts down, and the field's height. */
export const send = style({
  display: 'flex',
  flexShrink: 0,
  minInlineSize: '8.5rem',
  minBlockSize: '48px',
  fontVariantNumeric: 'tabular-nums',
});
