import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The page around a content story: the site's background and some room. */
export const storyPage = style({
  minBlockSize: '100vh',
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** A narrower column, as the side of a page. */
export const storyColumn = style({ maxInlineSize: '420px' });

/** Columns side by side (one per language in the format stories), wrapping on narrow screens. */
export const storyColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  gap: vars.space.lg,
});
