import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Below the header, out of the flow: the page stays usable and nothing shifts while it shows. */
export const region = style({
  position: 'fixed',
  zIndex: 70,
  insetBlockStart: `calc(${vars.size.headerHeight} + ${vars.space.sm} + env(safe-area-inset-top))`,
  insetInlineEnd: vars.space.md,
  maxInlineSize: `calc(100% - 2 * ${vars.space.md})`,
  inlineSize: '360px',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.high,
});

export const message = style({
  flex: '1 1 100%',
  margin: 0,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.sm,
});
