import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const wide = 'screen and (min-width: 641px)';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [wide]: { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' } },
});

export const side = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': {
    [wide]: {
      paddingInlineEnd: vars.space.lg,
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const titles = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const titleButton = style({
  display: 'block',
  inlineSize: '100%',
  minBlockSize: '40px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: 0,
  borderInlineStart: '3px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="true"]': {
      borderInlineStartColor: vars.color.accent,
      background: vars.color.surfaceSunken,
      fontWeight: vars.font.weight.strong,
    },
  },
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.5 } },
});

export const pageText = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const article = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const articleTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
});

export const date = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const empty = style({ margin: 0, color: vars.color.textMuted });
