import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'inline-flex' });

/** Fixed, so the navigation bar's sideways scrolling does not clip it; the top padding bridges the pointer. */
export const panel = style({
  position: 'fixed',
  zIndex: 40,
  inlineSize: 'min(280px, calc(100vw - 16px))',
  paddingBlockStart: vars.space.xs,
});

export const panelBody = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.medium,
});

export const title = style({
  margin: 0,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '40px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});
