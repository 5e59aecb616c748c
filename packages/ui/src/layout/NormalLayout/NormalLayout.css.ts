import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';
import { PHONE_DOCK_HEIGHT } from '../RightBar/rightBarSize.ts';

/** The sticky header's height: the bar, plus the navigation row when the header has one. */
export const headerOffset = createVar();
/** Room kept free for the right bar (the phone dock, the column beside the content), so it never covers content. */
const rightBarReserve = createVar();

export const root = style({
  vars: {
    [headerOffset]: `calc(${vars.size.headerHeight} + 1px)`,
    [rightBarReserve]: '0px',
  },
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    '&:has([data-shell-nav])': { vars: { [headerOffset]: `calc(${vars.size.headerHeight} + 49px)` } },
  },
});

export const withRightBar = style({
  '@media': {
    [media.phoneOnly]: {
      vars: { [rightBarReserve]: `calc(${PHONE_DOCK_HEIGHT} + env(safe-area-inset-bottom))` },
    },
    [media.tablet]: { vars: { [rightBarReserve]: '88px' } },
  },
});

export const body = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"side content"',
});

export const side = style({
  gridArea: 'side',
  position: 'sticky',
  insetBlockStart: headerOffset,
  zIndex: 20,
  blockSize: `calc(100dvh - ${headerOffset})`,
  selectors: { '&:empty': { display: 'none' } },
});

export const content = style({
  gridArea: 'content',
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const main = style({
  flex: 1,
  // At least a screen tall, so the footer starts below the fold and content arriving late never pushes it
  // down within view (layout shift).
  minBlockSize: `calc(100dvh - ${headerOffset})`,
  inlineSize: '100%',
  maxInlineSize: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  '@media': {
    [media.tablet]: {
      paddingBlock: vars.space.xl,
      paddingInlineStart: vars.space.xl,
      paddingInlineEnd: `calc(${vars.space.xl} + ${rightBarReserve})`,
    },
  },
});

export const mainWithoutFooter = style({
  '@media': { [media.phoneOnly]: { paddingBlockEnd: rightBarReserve } },
});

export const footer = style({
  background: vars.color.surface,
  '@media': {
    [media.phoneOnly]: { paddingBlockEnd: rightBarReserve },
    [media.tablet]: { paddingInlineEnd: rightBarReserve },
  },
});
