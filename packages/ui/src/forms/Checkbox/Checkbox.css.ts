import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xxs });

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touchTarget,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const input = style({
  inlineSize: '20px',
  blockSize: '20px',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.accent,
  cursor: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': {
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.critical}`,
    },
  },
});

export const message = style({
  margin: 0,
  paddingInlineStart: `calc(20px + ${vars.space.sm})`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  paddingInlineStart: 0,
  color: vars.color.critical,
});
