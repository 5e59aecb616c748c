import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const body = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.full,
  background: vars.color.warningSurface,
  color: vars.color.warning,
});

export const message = style({
  margin: 0,
  paddingBlockStart: vars.space.xs,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});
