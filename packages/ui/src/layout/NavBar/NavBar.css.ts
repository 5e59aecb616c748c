import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

export const root = style({ blockSize: '100%', minInlineSize: 0 });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  blockSize: '100%',
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.sm,
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  scrollPaddingInline: vars.space.lg,
  WebkitOverflowScrolling: 'touch',
  '@media': { [media.tablet]: { paddingInline: vars.space.lg, gap: vars.space.xs } },
});
globalStyle(`${list}::-webkit-scrollbar`, { display: 'none' });

export const item = style({ flexShrink: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  blockSize: '36px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { color: vars.color.onAccent, background: vars.color.accent },
    '&[aria-current="page"]:hover': { color: vars.color.onAccent, background: vars.color.accentHover },
  },
});

export const badge = style({ marginInlineStart: vars.space.xxs });
