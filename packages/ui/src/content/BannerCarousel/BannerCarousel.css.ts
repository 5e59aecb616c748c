import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const viewport = style({
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  // Reserved before the image arrives: no layout shift.
  aspectRatio: '1200 / 375',
});

export const track = style({
  display: 'flex',
  blockSize: '100%',
  touchAction: 'pan-y pinch-zoom',
});

export const slide = style({
  flex: '0 0 100%',
  minInlineSize: 0,
  blockSize: '100%',
});

export const link = style({
  display: 'block',
  blockSize: '100%',
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': { outlineOffset: '-3px' } },
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  userSelect: 'none',
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const dots = style({
  display: 'flex',
  alignItems: 'center',
});

export const dot = style({
  position: 'relative',
  inlineSize: '24px',
  blockSize: '24px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    margin: 'auto',
    inlineSize: '10px',
    blockSize: '10px',
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.borderStrong}`,
    background: 'transparent',
  },
  selectors: {
    '&[aria-current="true"]::before': {
      inlineSize: '14px',
      blockSize: '14px',
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
  },
});
