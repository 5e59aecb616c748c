import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

const narrowPhone = 'screen and (max-width: 399px)';

export const root = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 30,
  display: 'grid',
  background: vars.color.surface,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.low,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  blockSize: vars.size.headerHeight,
  paddingInline: vars.space.sm,
  minInlineSize: 0,
  '@media': { [media.tablet]: { gap: vars.space.sm, paddingInline: vars.space.lg } },
});

export const navRow = style({
  blockSize: vars.size.navRowHeight,
  borderBlockStart: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
});

export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '40px',
  blockSize: '40px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  fontSize: '1.125rem',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-expanded="true"]': { background: vars.color.surfaceSunken },
  },
  '@media': { [media.tablet]: { inlineSize: '44px', blockSize: '44px' } },
});

/** The customer-service icon gives way on the narrowest phones: the right bar and side menu carry it there. */
export const optionalOnNarrow = style({ '@media': { [narrowPhone]: { display: 'none' } } });

export const countBadge = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineEnd: '0',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '18px',
  blockSize: '18px',
  paddingInline: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.surface,
  fontSize: '0.6875rem',
  fontWeight: vars.font.weight.strong,
  lineHeight: 1,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '44px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  // Gives way when the account buttons need the room (long labels, as in Arabic): see the logo below.
  minInlineSize: 0,
});

/**
 * The logo in the header: when the brand link has to shrink, the wordmark wraps to a second line that is clipped,
 * so only the clover stays and the buttons keep their room from the screen edge in either direction.
 */
globalStyle(`${brand} > [role="img"]`, {
  flexWrap: 'wrap',
  alignContent: 'flex-start',
  blockSize: '1.3em',
  minInlineSize: '1.3em',
  overflow: 'hidden',
});

export const spacer = style({ flex: 1, minInlineSize: 0 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  '@media': { [media.tablet]: { gap: vars.space.xs } },
});

const authButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: '36px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
  '@media': { [media.tablet]: { blockSize: '40px', paddingInline: vars.space.xl } },
});

export const loginButton = style([
  authButton,
  {
    border: `1px solid ${vars.color.accent}`,
    background: 'transparent',
    color: vars.color.accent,
    selectors: { '&:hover': { background: vars.color.surfaceSunken } },
  },
]);

export const registerButton = style([
  authButton,
  {
    border: '1px solid transparent',
    background: vars.color.highlight,
    color: vars.color.onHighlight,
    selectors: { '&:hover': { filter: 'brightness(1.06)' } },
  },
]);

export const authGroup = style({
  display: 'flex',
  gap: vars.space.xs,
  marginInlineStart: vars.space.xxs,
});

export const balance = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  blockSize: '36px',
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  '@media': { [media.tablet]: { blockSize: '40px' } },
});

export const amount = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'isolate',
});

/** The balance whose load failed: a critical outline, so it never reads as a real amount. */
export const balanceFailed = style({ borderColor: vars.color.critical });

export const memberFailed = style({ color: vars.color.critical });

export const balanceWarning = style({ display: 'inline-flex', color: vars.color.critical });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const refreshButton = style([
  iconButton,
  {
    inlineSize: '32px',
    blockSize: '32px',
    fontSize: '1rem',
    color: vars.color.textMuted,
    '@media': { [media.tablet]: { inlineSize: '32px', blockSize: '32px' } },
    selectors: { '&:hover': { color: vars.color.text, background: vars.color.surface } },
  },
]);

export const refreshing = style({
  display: 'inline-flex',
  animation: `${spin} 0.9s linear infinite`,
});

export const memberArea = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** The unread-messages count on the member button, over the avatar's corner. */
export const memberBadge = style([
  countBadge,
  {
    insetBlockStart: '2px',
    insetInlineEnd: 'auto',
    insetInlineStart: '24px',
  },
]);

export const memberTrigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '44px',
  paddingInline: vars.space.xxs,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceSunken },
  },
  '@media': { [media.tablet]: { paddingInlineEnd: vars.space.sm } },
});

export const nickname = style({
  maxInlineSize: '10rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  '@media': {
    [media.phoneOnly]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const trialBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  blockSize: '18px',
  paddingInline: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  border: `1px solid ${vars.color.warning}`,
  fontSize: '0.6875rem',
  fontWeight: vars.font.weight.strong,
  lineHeight: 1,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
  '@media': {
    [media.phoneOnly]: {
      position: 'absolute',
      insetBlockEnd: '-2px',
      insetInlineStart: '50%',
      transform: 'translateX(-50%)',
      blockSize: '14px',
      paddingInline: '4px',
      fontSize: '0.5625rem',
      selectors: { '[dir="rtl"] &': { transform: 'translateX(50%)' } },
    },
  },
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${memberTrigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { 'screen and (max-width: 399px)': { display: 'none' } },
});

export const popover = style({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 6px)',
  insetInlineEnd: 0,
  zIndex: 40,
});
