import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// What the cashier's panels share: a card that takes its container's width, and a summary of amounts.

export const panel = style({
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space.lg,
  inlineSize: '100%',
  minInlineSize: 0,
  boxSizing: 'border-box',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.xs,
  columnGap: vars.space.lg,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  minInlineSize: 0,
  fontWeight: vars.font.weight.strong,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** The summary's last line (what arrives, what is owed): larger, on its own rule. */
export const totalTerm = style({
  // The rule runs on through the column gap to the value's.
  marginInlineEnd: `calc(${vars.space.lg} * -1)`,
  paddingInlineEnd: vars.space.lg,
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: vars.font.weight.strong,
});

export const totalValue = style([
  value,
  {
    paddingBlockStart: vars.space.xs,
    borderBlockStart: `1px solid ${vars.color.border}`,
    fontSize: vars.font.size.md,
  },
]);

export const actions = style({ display: 'grid', gap: vars.space.md });

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

/** Framing in stories: a phone's width, or a desktop page's column. */
export const storyFrame = style({
  boxSizing: 'border-box',
  minBlockSize: '100vh',
  padding: vars.space.lg,
  background: vars.color.background,
});

export const storyColumn = style({ maxInlineSize: '560px', marginInline: 'auto' });

/** A desktop page's main column, beside the member centre's menu. */
export const storyWide = style({ maxInlineSize: '880px', marginInline: 'auto' });
