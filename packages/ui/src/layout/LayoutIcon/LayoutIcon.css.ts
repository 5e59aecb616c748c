import { style } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  inlineSize: '1.25em',
  blockSize: '1.25em',
  verticalAlign: 'middle',
});

/** Arrows and chevrons point the reading direction: they flip in right-to-left text. */
export const mirrored = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
