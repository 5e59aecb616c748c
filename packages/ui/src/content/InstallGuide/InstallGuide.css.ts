import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The named areas' page frame (../areaPage.css.ts), narrower for running text.
export { intro as lead, readingRoot as root, title } from '../areaPage.css.ts';

export const tutorials = style({ display: 'grid', gap: vars.space.md });

export const tutorial = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const own = style({ borderColor: vars.color.accent });

export const tutorialHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const tutorialTitle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const ownBadge = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
});

export const steps = style({
  margin: 0,
  paddingInlineStart: '1.25em',
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const glyph = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  color: vars.color.accent,
});

export const link = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.touchTarget,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
});
