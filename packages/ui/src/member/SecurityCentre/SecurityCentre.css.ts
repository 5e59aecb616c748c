import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xl, color: vars.color.text, minInlineSize: 0 });

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  columnGap: vars.space.lg,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.font.weight.strong, textAlign: 'end' });

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
