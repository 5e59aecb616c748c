import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  fontSize: vars.font.size.sm,
});

const cellBase = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  verticalAlign: 'middle',
} as const;

export const headCell = style({
  ...cellBase,
  borderBlockEnd: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
});

export const row = style({
  selectors: { '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.color.border}` } },
});

export const numeroCell = style({
  ...cellBase,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const cell = style({ ...cellBase, color: vars.color.text });

export const timeCell = style({ ...cellBase, color: vars.color.text, fontSize: vars.font.size.xs });

/** Room for three balls a line, so a phone's narrow table does not stack them two by two. */
export const numbers = style({ minInlineSize: '88px' });

export const skeletonRows = style({ display: 'grid', gap: vars.space.sm });

export const skeletonRow = style({ blockSize: '40px' });
