import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The named areas' page frame (../areaPage.css.ts), narrower for running text.
export { readingRoot as root, title } from '../areaPage.css.ts';

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  scrollMarginBlockStart: `calc(${vars.size.headerHeight} + ${vars.space.lg})`,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
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

export const helpLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
});

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });
