import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The security centre's login history, sessions and personal data: the same card as the centre's other sections.

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  minInlineSize: 0,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({ display: 'grid', gap: 0, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xs,
  columnGap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderBlockStart: 0, paddingBlockStart: 0 } },
});

export const main = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const detail = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  border: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const badgeCurrent = style({ borderColor: vars.color.accent, background: vars.color.surfaceSunken });

export const badgeFailed = style({ color: vars.color.critical, borderColor: vars.color.critical });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  gap: vars.space.sm,
  columnGap: vars.space.lg,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

export const missing = style({ fontWeight: vars.font.weight.regular, color: vars.color.textMuted });

export const skeleton = style({ minBlockSize: '120px' });
