import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const phone = 'screen and (max-width: 767px)';

export const root = style({
  position: 'relative',
  // The clover paints behind the text (z-index -1 inside this stacking context).
  isolation: 'isolate',
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  background: `linear-gradient(135deg, ${vars.color.accent}, ${vars.color.accentHover})`,
  color: vars.color.onAccent,
  boxShadow: vars.elevation.medium,
  '@media': {
    'screen and (min-width: 768px)': { paddingBlock: vars.space.xxxl, paddingInline: vars.space.xxxl },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  '@media': {
    'screen and (min-width: 768px)': { fontSize: vars.font.size.xxl },
    // Keep the text clear of the corner clover on narrow screens.
    [phone]: { paddingInlineEnd: '56px' },
  },
});

export const lead = style({
  marginBlock: vars.space.sm,
  maxInlineSize: '36rem',
  fontSize: vars.font.size.md,
  '@media': { [phone]: { paddingInlineEnd: '56px' } },
});

export const balance = style({
  marginBlockStart: vars.space.md,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
});

export const clover = style({
  position: 'absolute',
  insetBlockStart: '-24px',
  insetInlineEnd: '-24px',
  inlineSize: '180px',
  blockSize: '180px',
  zIndex: -1,
  opacity: 0.18,
  pointerEvents: 'none',
  '@media': { [phone]: { inlineSize: '128px', blockSize: '128px' } },
});
