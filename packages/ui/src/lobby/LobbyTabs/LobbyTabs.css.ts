import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

export const root = style({ minInlineSize: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xxs,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  scrollPaddingInline: vars.space.xl,
  '@media': { [media.tablet]: { flexWrap: 'wrap', overflowX: 'visible' } },
});
globalStyle(`${list}::-webkit-scrollbar`, { display: 'none' });

export const item = style({ flexShrink: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '40px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});
