import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: '56px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
  },
});

export const icon = style({
  flexShrink: 0,
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.md,
});

export const iconFallback = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.accent,
});

export const text = style({ display: 'grid', flex: '1 1 auto', minInlineSize: 0, gap: vars.space.xxs });

export const label = style({ fontWeight: vars.font.weight.strong, fontSize: vars.font.size.sm });

export const description = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const empty = style({ margin: 0, color: vars.color.textMuted });
