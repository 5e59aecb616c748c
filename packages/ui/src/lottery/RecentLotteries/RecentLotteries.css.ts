import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
});

export const row = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  paddingBlockEnd: vars.space.xxs,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const item = style({ flex: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touchTarget,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.md,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outlineOffset: '2px' },
    '&[aria-current="page"]': {
      borderColor: vars.color.accent,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
    },
  },
});

export const name = style({
  maxInlineSize: '16ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  // A name in dir="auto" (a Latin name on a right-to-left page) is cut at its own end, yet aligns with the page.
  textAlign: 'match-parent',
});
