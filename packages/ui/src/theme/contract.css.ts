import { createGlobalThemeContract } from '@vanilla-extract/css';

const tokenShape = {
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    accent: null,
    accentHover: null,
    onAccent: null,
    highlight: null,
    onHighlight: null,
    focus: null,
    positive: null,
    critical: null,
    criticalSurface: null,
    warning: null,
    warningSurface: null,
    info: null,
    overlay: null,
    link: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, xl: null, full: null },
  font: {
    body: null,
    mono: null,
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, strong: null },
    lineHeight: { tight: null, normal: null },
  },
  elevation: { low: null, medium: null, high: null },
  motion: { fast: null, normal: null, slow: null, easing: null },
  size: {
    touchTarget: null,
    headerHeight: null,
    navRowHeight: null,
    sideMenuWidth: null,
    contentMaxWidth: null,
  },
};

/** The one theme contract every style reads from; variables are named `--sorte-…`. */
export const vars = createGlobalThemeContract(tokenShape, (_value, path) => `sorte-${path.join('-')}`);
