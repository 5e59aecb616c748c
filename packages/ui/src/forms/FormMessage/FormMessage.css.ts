import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});

export const tone = styleVariants({
  critical: { background: vars.color.criticalSurface, borderColor: vars.color.critical },
  warning: { background: vars.color.warningSurface, borderColor: vars.color.warning },
  info: { background: vars.color.surfaceSunken, borderColor: vars.color.info },
});

export const icon = styleVariants({
  critical: { display: 'flex', color: vars.color.critical },
  warning: { display: 'flex', color: vars.color.warning },
  info: { display: 'flex', color: vars.color.info },
});

export const text = style({ minInlineSize: 0, overflowWrap: 'anywhere' });
