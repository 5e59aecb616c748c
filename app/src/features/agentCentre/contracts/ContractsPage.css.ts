import { vars } from '@sorte/ui/vars';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  maxInlineSize: '1100px',
  marginInline: 'auto',
  minInlineSize: 0,
});
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  alignItems: 'start',
});
