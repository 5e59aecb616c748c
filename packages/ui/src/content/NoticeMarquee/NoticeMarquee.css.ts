import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const lapDuration = createVar();

const scrollLtr = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });
const scrollRtl = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(50%)' } });

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // Fixed, so the strip never shifts the page.
  blockSize: '44px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const icon = style({ display: 'inline-flex', color: vars.color.accent });

export const viewport = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflow: 'hidden',
  blockSize: '100%',
  display: 'flex',
  alignItems: 'center',
});

const trackBase = style({ display: 'flex', blockSize: '100%', alignItems: 'center' });

export const track = styleVariants({
  moving: [
    trackBase,
    {
      inlineSize: 'max-content',
      animation: `${scrollLtr} ${lapDuration} linear infinite`,
      selectors: {
        '[dir="rtl"] &': { animationName: scrollRtl },
        '&[data-paused], section:hover &, section:focus-within &': { animationPlayState: 'paused' },
      },
      '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
    },
  ],
  // Reduced motion: the notices stand still and scroll by hand.
  still: [trackBase, { inlineSize: '100%', overflowX: 'auto', scrollbarWidth: 'thin' }],
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ flexShrink: 0 });

export const notice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '32px',
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const title = style({ fontWeight: vars.font.weight.strong });

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '32px',
  blockSize: '32px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});
