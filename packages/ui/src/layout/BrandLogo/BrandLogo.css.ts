import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.3em',
  color: vars.color.text,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '-0.02em',
  lineHeight: 1,
  whiteSpace: 'nowrap',
});

export const size = styleVariants({
  small: { fontSize: '1.125rem' },
  medium: { fontSize: '1.375rem' },
  large: { fontSize: '2rem' },
});

export const mark = style({ inlineSize: '1.3em', blockSize: '1.3em', flexShrink: 0 });
export const leaf = style({ fill: vars.color.accent });
export const stem = style({ stroke: vars.color.accent, fill: 'none' });
export const heart = style({ fill: vars.color.highlight });

export const word = style({ display: 'inline-block' });

/** Narrow phones keep only the clover (the name stays for screen readers). */
export const wordCollapsible = style({ '@media': { 'screen and (max-width: 399px)': { display: 'none' } } });
export const dot = style({ color: vars.color.highlight });
