import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minInlineSize: 0,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '64ch' });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const failed = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.critical });
