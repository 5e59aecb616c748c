import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const notice = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.accent },
    '&:focus-visible': { outlineOffset: '2px' },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const date = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const empty = style({ margin: 0, color: vars.color.textMuted });
