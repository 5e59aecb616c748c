import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.strong });

export const total = style({
  margin: 0,
  marginInlineEnd: 'auto',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.strong,
  color: vars.color.positive,
});

export const success = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.positive,
});

export const scroller = style({ overflowX: 'auto', minInlineSize: 0 });

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

export const caption = style([visuallyHidden]);

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.font.weight.strong });

export const end = style({});
globalStyle(`${table} ${end}`, { textAlign: 'end' });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: '10rem',
  color: vars.color.textMuted,
});
