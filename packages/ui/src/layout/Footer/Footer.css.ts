import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

export const root = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'grid',
  gap: vars.space.xl,
  maxInlineSize: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  '@media': { [media.tablet]: { paddingBlock: vars.space.xxl, paddingInline: vars.space.xl } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xl,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: '1.6fr repeat(4, minmax(0, 1fr))' },
  },
});

export const brandColumn = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  gridColumn: '1 / -1',
  '@media': { [media.desktop]: { gridColumn: 'auto' } },
});

export const tagline = style({
  margin: 0,
  maxInlineSize: '34ch',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const column = style({ display: 'grid', alignContent: 'start', gap: vars.space.sm, minInlineSize: 0 });

export const followColumn = style({
  gridColumn: '1 / -1',
  '@media': { [media.tablet]: { gridColumn: 'auto' } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '32px',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: '1.2rem',
  selectors: { '&:hover': { background: vars.color.border } },
});

export const vendors = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.xl,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const vendorList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const vendorBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  blockSize: '36px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const vendorLogo = style({
  display: 'block',
  blockSize: '36px',
  inlineSize: '90px',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const copyright = style({ margin: 0 });

export const responsible = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

/** The bottom line's links read as its text (the line's size and colour), underlined on hover. */
export const bottomLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const ageBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.critical}`,
  color: vars.color.critical,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
});
