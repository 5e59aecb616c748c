import { style, styleVariants } from '@vanilla-extract/css';

export const icon = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

export const size = styleVariants({
  small: { inlineSize: '1rem', blockSize: '1rem' },
  medium: { inlineSize: '1.25rem', blockSize: '1.25rem' },
  large: { inlineSize: '1.5rem', blockSize: '1.5rem' },
});
