import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const sections = style({ display: 'grid', gap: vars.space.xl });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const allLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  color: vars.color.link,
  fontWeight: vars.font.weight.strong,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  blockSize: '100%',
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.elevation.low,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.accent } },
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
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  textAlign: 'match-parent',
});
