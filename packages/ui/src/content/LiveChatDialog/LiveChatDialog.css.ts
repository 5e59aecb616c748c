import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const stage = style({
  position: 'relative',
  display: 'flex',
  // Fixed, so the dialog does not jump when the chat arrives.
  blockSize: 'min(560px, calc(100dvh - 180px))',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

export const frame = style({ flex: '1 1 auto', inlineSize: '100%', blockSize: '100%', border: 0 });

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceSunken,
  color: vars.color.accent,
});

export const message = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.text,
});
