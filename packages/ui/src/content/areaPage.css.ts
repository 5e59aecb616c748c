import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// The frame of the §2 named-area pages (News, Winners list, mirror sites, Red Envelope, Game center): one centred
// column with the page's heading and a line under it.

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '960px',
  inlineSize: '100%',
  marginInline: 'auto',
  padding: vars.space.lg,
  color: vars.color.text,
});

/** The same frame, narrower: pages of running text (Blog, About Us, Beginner guide, install tutorials). */
export const readingRoot = style([root, { maxInlineSize: '860px' }]);

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
});

export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
