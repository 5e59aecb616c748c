import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/media.ts';

const base = style({
  display: 'grid',
  placeItems: 'center',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  color: vars.color.text,
});

export const root = styleVariants({
  fullScreen: [
    base,
    {
      minBlockSize: '100dvh',
      gridTemplateRows: 'auto 1fr',
      background: `radial-gradient(120% 80% at 50% 0%, ${vars.color.surface}, ${vars.color.background})`,
    },
  ],
  inline: [base, { minBlockSize: '60vh' }],
});

export const brand = style({ alignSelf: 'start' });

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  maxInlineSize: '34rem',
  textAlign: 'center',
});

export const illustration = style({
  inlineSize: '168px',
  marginBlockEnd: vars.space.sm,
  '@media': { [media.tablet]: { inlineSize: '200px' } },
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: vars.font.size.xxl } },
});

export const body = style({
  display: 'grid',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
});
globalStyle(`${body} p`, { margin: 0 });

export const detail = style({
  display: 'grid',
  gap: vars.space.xxs,
  inlineSize: '100%',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  textAlign: 'start',
});

export const detailLabel = style({ fontWeight: vars.font.weight.strong, color: vars.color.textMuted });

export const detailValue = style({
  fontFamily: vars.font.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});

/** A link that looks like a secondary button (go home, and the like). */
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

/** Fills and strokes for the inline illustrations: theme tokens only, so both themes work. */
export const art = {
  backdrop: style({ fill: vars.color.surfaceSunken }),
  ring: style({ fill: 'none', stroke: vars.color.border }),
  accent: style({ fill: vars.color.accent }),
  accentStroke: style({ fill: 'none', stroke: vars.color.accent }),
  highlight: style({ fill: vars.color.highlight }),
  highlightStroke: style({ fill: 'none', stroke: vars.color.highlight }),
  critical: style({ fill: vars.color.critical }),
  surface: style({ fill: vars.color.surface }),
  surfaceRaised: style({ fill: vars.color.surfaceRaised, stroke: vars.color.border }),
  muted: style({ fill: vars.color.textMuted }),
  mutedStroke: style({ fill: 'none', stroke: vars.color.textMuted }),
  onHighlight: style({ fill: vars.color.onHighlight }),
  onAccent: style({ fill: vars.color.onAccent }),
};
