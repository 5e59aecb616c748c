import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export { visuallyHidden as hidden } from '../../styles/visuallyHidden.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  maxInlineSize: '760px',
  // Centred in a grid cell too, where auto margins would otherwise shrink it to its content.
  inlineSize: '100%',
  marginInline: 'auto',
  padding: vars.space.lg,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const platforms = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const platform = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textAlign: 'center',
});

export const platformName = style({ margin: 0, fontSize: vars.font.size.lg });

export const figure = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, margin: 0 });

export const qr = style({
  display: 'block',
  inlineSize: '200px',
  blockSize: '200px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  // QR codes need a light quiet zone in either theme.
  background: '#ffffff',
});

export const caption = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.accentHover } },
});

export const unavailable = style({ margin: 0, color: vars.color.textMuted });
