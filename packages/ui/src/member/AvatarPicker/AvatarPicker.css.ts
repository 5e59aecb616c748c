import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = style({ padding: 0, marginBlockEnd: vars.space.sm, color: vars.color.textMuted });

export const option = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  border: '3px solid transparent',
  cursor: 'pointer',
});

export const input = style({ position: 'absolute', opacity: 0, inlineSize: 1, blockSize: 1, margin: 0 });

globalStyle(`${input}:checked + ${option}`, { borderColor: vars.color.accent });
globalStyle(`${input}:focus-visible + ${option}`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

export const form = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const choice = style({ position: 'relative', display: 'inline-flex' });

export const loading = style({ minBlockSize: '88px' });
