import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** A native select beside a field or a label: a touch target high, the field's border and colours. */
export const nativeSelect = style({
  minBlockSize: vars.size.touchTarget,
  minInlineSize: '10ch',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
