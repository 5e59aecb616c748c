import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const size = styleVariants({
  small: { inlineSize: '1em', blockSize: '1em' },
  large: { inlineSize: '2.5rem', blockSize: '2.5rem', borderWidth: '3px' },
});
