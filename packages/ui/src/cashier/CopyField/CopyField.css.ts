import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minInlineSize: 0 });

export const column = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });

export const field = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  minBlockSize: '48px',
  boxSizing: 'border-box',
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const multiline = style({ wordBreak: 'break-all' });

export const monospace = style({ fontFamily: vars.font.mono, fontSize: vars.font.size.sm });

export const copied = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minBlockSize: '1.25em',
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.positive,
  fontWeight: vars.font.weight.strong,
});
