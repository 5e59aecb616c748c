import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, color: vars.color.text, minInlineSize: 0 });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { '(min-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const fields = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const invited = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const invitedCount = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

/** The QR code stays on white in both themes, with a quiet zone, so every camera reads it. */
export const qr = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: '#ffffff',
  color: '#1a1a1a',
  fontSize: vars.font.size.sm,
});

export const qrImage = style({ inlineSize: '200px', blockSize: '200px', display: 'block' });

export const qrPlaceholder = style([qrImage, { background: vars.color.surfaceSunken }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
