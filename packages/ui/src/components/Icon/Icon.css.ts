import { style, styleVariants } from '@vanilla-extract/css';

export const icon = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

export const size = styleVariants({
  inline: { inlineSize: '1.25em', blockSize: '1.25em' },
  small: { inlineSize: '1rem', blockSize: '1rem' },
  medium: { inlineSize: '1.25rem', blockSize: '1.25rem' },
  large: { inlineSize: '1.5rem', blockSize: '1.5rem' },
});

export const mirrored = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
