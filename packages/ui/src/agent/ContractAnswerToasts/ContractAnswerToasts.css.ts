import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineEnd: vars.space.md,
  zIndex: 60,
  inlineSize: `min(360px, calc(100% - 2 * ${vars.space.md}))`,
  pointerEvents: 'none',
});

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.high,
  pointerEvents: 'auto',
});

export const tone = styleVariants({
  good: { borderInlineStartColor: vars.color.positive },
  bad: { borderInlineStartColor: vars.color.critical },
});

const iconBase = style({ display: 'inline-flex', flexShrink: 0 });

export const icon = styleVariants({
  good: [iconBase, { color: vars.color.positive }],
  bad: [iconBase, { color: vars.color.critical }],
});

export const body = style({ display: 'grid', gap: vars.space.xxs, flex: 1, minInlineSize: 0, margin: 0 });

export const title = style({ fontWeight: vars.font.weight.strong });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minInlineSize: vars.size.touchTarget,
  minBlockSize: vars.size.touchTarget,
  marginBlock: `calc(-1 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
