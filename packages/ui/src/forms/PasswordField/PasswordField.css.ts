import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
