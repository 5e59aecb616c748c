import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0, color: vars.color.text });

export const title = style({ margin: 0, fontSize: vars.font.size.lg });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const skeleton = style({ blockSize: '10rem', borderRadius: vars.radius.md });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const total = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const totalValue = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.strong,
});

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const friend = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const who = style({ display: 'grid', minInlineSize: 0 });

export const account = style({ fontWeight: vars.font.weight.strong, overflowWrap: 'anywhere' });

export const joined = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

const statusBase = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: '1px solid currentColor',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
});

export const status = styleVariants({
  registered: [statusBase, { color: vars.color.textMuted }],
  deposited: [statusBase, { color: vars.color.accent }],
  qualified: [statusBase, { color: vars.color.positive }],
});

export const earned = style({ fontWeight: vars.font.weight.strong, textAlign: 'end', whiteSpace: 'nowrap' });
