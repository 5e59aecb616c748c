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

export const body = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.md,
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  unicodeBidi: 'plaintext',
  textAlign: ['match-parent', '-webkit-match-parent'],
});

export const link = style({
  justifySelf: 'start',
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  textDecoration: 'underline',
  minBlockSize: 24,
  display: 'inline-flex',
  alignItems: 'center',
});
