import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  inlineSize: '100%',
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.low,
});

export const open = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
});

export const media = style({
  aspectRatio: '5 / 2',
  inlineSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const fallback = style({
  display: 'grid',
  placeItems: 'center',
  blockSize: '100%',
  color: vars.color.textMuted,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
});

export const name = style({
  paddingInline: vars.space.xxs,
  overflow: 'hidden',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  // A name in dir="auto" (a Latin name on a right-to-left page) is cut at its own end, yet aligns with the page.
  textAlign: 'match-parent',
  selectors: { [`${open}:hover &`]: { textDecoration: 'underline' } },
});

export const actions = style({ marginBlockStart: 'auto' });
