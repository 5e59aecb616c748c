import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const empty = style({
  margin: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
