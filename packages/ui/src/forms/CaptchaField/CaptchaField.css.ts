import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const imageSlot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '96px',
  blockSize: '38px',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const fallback = style({
  paddingInline: vars.space.xxs,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
});

export const refresh = style({
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
    '&:hover:not(:disabled)': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
