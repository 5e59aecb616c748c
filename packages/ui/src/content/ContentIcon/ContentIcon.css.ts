import { style } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  inlineSize: '1.25em',
  blockSize: '1.25em',
  verticalAlign: 'middle',
});

export const mirrored = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
