import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The frame's own styles are the centre frame's (../../layout/centreFrame); the agent centre adds its shortcut tiles
// (the pages beyond the menu, and customer service) and the placeholder of the flagged items while they load.

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  marginBlockEnd: vars.space.md,
  padding: 0,
  listStyle: 'none',
});

export const shortcut = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      borderColor: vars.color.accent,
      fontWeight: vars.font.weight.strong,
    },
  },
});

export const loadingRow = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.sm,
});

export const loadingBar = style({ blockSize: '1rem', inlineSize: '60%' });
