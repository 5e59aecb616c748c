import { style } from '@vanilla-extract/css';

export const page = style({
  width: '100%',
  maxWidth: 1120,
  marginInline: 'auto',
  padding: 'clamp(12px, 3vw, 24px)',
  boxSizing: 'border-box',
});

/** Keeps the page's room while its chunk loads, so the layout does not jump. */
export const pageLoading = style({ minHeight: 320 });
