import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const fields = style({ display: 'grid', gap: vars.space.lg });

export const confirmations = style({ display: 'grid', gap: vars.space.sm });

export const limits = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
});

export const limitsLegend = style({ paddingInline: vars.space.xs, fontWeight: 600 });

export const limitsIntro = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
