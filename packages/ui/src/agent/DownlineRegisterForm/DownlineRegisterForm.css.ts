import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '480px' });

/** Kept in the page (empty) so the success is announced when it appears. */
export const quiet = style({ margin: 0 });

export const success = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.positive}`,
  background: vars.color.surface,
  color: vars.color.text,
});
