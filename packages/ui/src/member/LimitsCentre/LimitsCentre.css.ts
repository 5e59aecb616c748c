import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xl, minInlineSize: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '64ch' });

export const kind = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const tabNote = style({ fontWeight: 'normal', color: vars.color.textMuted });

export const kindTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const periods = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const period = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minInlineSize: 0,
});

export const periodTitle = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.md,
});

export const amount = style({ fontVariantNumeric: 'tabular-nums' });

export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const pending = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const skeleton = style({ blockSize: '18rem', borderRadius: vars.radius.md });
