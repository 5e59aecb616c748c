import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Stories' frame: the site's background around the clock, no taller than what it holds (plus the hanging pill). */
export const strip = style({
  display: 'grid',
  justifyItems: 'start',
  padding: vars.space.md,
  paddingBlockEnd: vars.space.xxl,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const phoneHeader = style({ position: 'relative', inlineSize: 320 });

export const column = style({ display: 'grid', justifyItems: 'start', gap: vars.space.sm });
