import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 3px ${vars.color.border}`,
});

export const size = styleVariants({
  small: { inlineSize: '32px', blockSize: '32px', fontSize: '1.25rem' },
  large: { inlineSize: '56px', blockSize: '56px', fontSize: '2.25rem' },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const fallback = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  inlineSize: '100%',
  blockSize: '100%',
  background: `linear-gradient(160deg, ${vars.color.surfaceSunken}, ${vars.color.border})`,
});

export const fallbackGlyph = style({ inlineSize: '80%', blockSize: '80%', fill: vars.color.textMuted });
