import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The named areas' page frame (../areaPage.css.ts), narrower for running text.
export { intro as lead, readingRoot as root, title } from '../areaPage.css.ts';

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** A card with its picture: the picture beside the text where there is room. */
export const cardWithImage = style({
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: '220px minmax(0, 1fr)' },
  },
});

export const cardImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  minBlockSize: '120px',
  maxBlockSize: '180px',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const cardBody = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.link, textDecoration: 'underline' },
  },
});

export const date = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const summary = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const back = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.touchTarget,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
});

export const header = style({ display: 'grid', gap: vars.space.xs });

export const heroImage = style({
  display: 'block',
  inlineSize: '100%',
  maxBlockSize: '360px',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const body = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const empty = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const emptyText = style({ margin: 0, color: vars.color.textMuted });
