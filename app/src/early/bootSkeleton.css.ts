import { vars } from '@sorte/ui/vars';
import { globalStyle, keyframes } from '@vanilla-extract/css';

// The page's frame in index.html, painted as soon as the HTML and this stylesheet are in, while the code loads: the
// header's bar over the page's background and a loading mark where the banner will be. React replaces it on its
// first render; the header keeps its height, so nothing below it moves. Class names are global: the HTML is static.

globalStyle('.boot-skeleton', {
  minBlockSize: '100dvh',
  background: vars.color.background,
});

// The header's two rows (AppHeader: the bar, then the navigation row with its top border) and its bottom border.
globalStyle('.boot-skeleton-header', {
  blockSize: `calc(${vars.size.headerHeight} + ${vars.size.navRowHeight} + 1px)`,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.low,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

globalStyle('.boot-skeleton-mark', {
  display: 'block',
  marginBlock: vars.space.xxl,
  marginInline: 'auto',
  color: vars.color.accent,
  animation: `${spin} 900ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
