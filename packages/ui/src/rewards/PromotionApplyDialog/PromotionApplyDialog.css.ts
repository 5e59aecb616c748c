import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.strong });

export const asterisk = style({ color: vars.color.critical, marginInlineStart: vars.space.xxs });

export const textarea = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: '112px',
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '1px',
      borderColor: vars.color.focus,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
  },
});

export const fieldFoot = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const counter = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const counterOver = style({ color: vars.color.critical, fontWeight: vars.font.weight.strong });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.critical,
});

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

// The native file input stays in the page for keyboard and screen readers, hidden behind its styled label.
export const fileInput = visuallyHidden;

export const pick = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: '56px',
  padding: vars.space.md,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  selectors: {
    [`${fileInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    [`${fileInput}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.6 },
    '&:hover': { background: vars.color.surfaceSunken },
  },
});

export const images = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const image = style({
  display: 'grid',
  gridTemplateColumns: '64px 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const imageRefused = style({
  borderColor: vars.color.critical,
  background: vars.color.criticalSurface,
});

export const thumbnail = style({
  display: 'block',
  inlineSize: '64px',
  blockSize: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const fileText = style({
  display: 'grid',
  gap: vars.space.xxs,
  minInlineSize: 0,
  fontSize: vars.font.size.sm,
});

export const fileName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const fileSize = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const progress = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.font.size.sm });

export const progressBar = style({ inlineSize: '100%', blockSize: '8px', accentColor: vars.color.accent });
