import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  // The game fills what the header leaves of the viewport.
  blockSize: `calc(100dvh - ${vars.size.headerHeight})`,
  minBlockSize: '420px',
  background: vars.color.background,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minBlockSize: '52px',
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const title = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // A name in dir="auto" (a Latin name on a right-to-left page) is cut at its own end, yet aligns with the page.
  textAlign: 'match-parent',
});

export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minInlineSize: vars.size.touchTarget,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** Labels show from tablet width; on phones the buttons keep them as their accessible names only. */
export const toolLabel = style({
  '@media': {
    'screen and (max-width: 640px)': {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const stage = style({
  position: 'relative',
  flex: '1 1 auto',
  minBlockSize: 0,
  display: 'flex',
  background: vars.color.surfaceSunken,
});

export const frame = style({
  flex: '1 1 auto',
  inlineSize: '100%',
  blockSize: '100%',
  border: 0,
  background: vars.color.surfaceSunken,
});

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceSunken,
  color: vars.color.accent,
});
