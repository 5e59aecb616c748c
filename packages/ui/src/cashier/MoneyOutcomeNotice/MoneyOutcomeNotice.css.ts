import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
  color: vars.color.text,
});

export const icon = style({ display: 'inline-flex', color: vars.color.warning, flexShrink: 0 });

export const body = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });

export const text = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  unicodeBidi: 'plaintext',
  textAlign: ['match-parent', '-webkit-match-parent'],
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
