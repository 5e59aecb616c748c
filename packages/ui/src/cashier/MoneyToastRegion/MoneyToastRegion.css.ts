import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-12px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  insetBlockStart: `calc(${vars.size.headerHeight} + ${vars.space.sm})`,
  insetInlineEnd: vars.space.md,
  zIndex: 60,
  inlineSize: `min(360px, calc(100vw - 2 * ${vars.space.md}))`,
  pointerEvents: 'none',
});

export const list = style({ display: 'grid', gap: vars.space.sm });

const toastBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.high,
  pointerEvents: 'auto',
  selectors: {
    [`${region}[data-motion="slide"] &`]: {
      animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const toast = toastBase;

export const tone = styleVariants({
  good: { borderInlineStartColor: vars.color.positive },
  bad: { borderInlineStartColor: vars.color.critical },
});

const iconBase = style({ display: 'inline-flex', flexShrink: 0 });

export const icon = styleVariants({
  good: [iconBase, { color: vars.color.positive }],
  bad: [iconBase, { color: vars.color.critical }],
});

export const body = style({ display: 'grid', gap: vars.space.xxs, flex: 1, minInlineSize: 0 });

export const title = style({ margin: 0, fontWeight: vars.font.weight.strong, fontSize: vars.font.size.md });

export const amount = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'plaintext',
  textAlign: ['match-parent', '-webkit-match-parent'],
});

export const detail = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  unicodeBidi: 'plaintext',
  textAlign: ['match-parent', '-webkit-match-parent'],
  overflowWrap: 'anywhere',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '32px',
  blockSize: '32px',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
