// Story-only frames: give small components the room they get inside the shell.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const narrow = style({
  inlineSize: 'min(280px, 100%)',
  padding: vars.space.lg,
  background: vars.color.surface,
});

export const page = style({
  minBlockSize: '100vh',
  background: vars.color.background,
});

export const content = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  color: vars.color.text,
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'grid',
  alignContent: 'end',
  aspectRatio: '4 / 3',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(150deg, ${vars.color.surfaceRaised}, ${vars.color.surfaceSunken})`,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.sm,
});

export const banner = style({
  display: 'grid',
  alignContent: 'center',
  gap: vars.space.sm,
  minBlockSize: '160px',
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  background: vars.color.accent,
  color: vars.color.onAccent,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.xl });
export const bannerTitle = style({ margin: 0, fontSize: vars.font.size.xxl });
export const bannerText = style({ margin: 0 });

/** Room around small components (Storybook's 'centered' layout is not applied in the browser tests). */
export const padded = style({ display: 'flow-root', padding: vars.space.lg });
