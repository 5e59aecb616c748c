import type { vars } from './contract.css.ts';

type TokenValues<T> = { [K in keyof T]: T[K] extends string ? string : TokenValues<T[K]> };
export type ThemeTokens = TokenValues<typeof vars>;
export type ColorTokens = ThemeTokens['color'];

const shared: Omit<ThemeTokens, 'color' | 'elevation'> = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' },
  font: {
    body: "Figtree, 'Noto Sans Arabic', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Tahoma, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
    weight: { regular: '400', strong: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  size: {
    touchTarget: '44px',
    headerHeight: '56px',
    navRowHeight: '48px',
    sideMenuWidth: '248px',
    contentMaxWidth: '1280px',
  },
};

// Contrast of text and textMuted on surface and background, and of onAccent on accent, is at least 4.5:1.
export const lightTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#f4f6f8',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#e9edf1',
    text: '#141a22',
    textMuted: '#4a5566',
    border: '#d5dbe3',
    borderStrong: '#6b7686',
    accent: '#0a6e45',
    accentHover: '#085a38',
    onAccent: '#ffffff',
    highlight: '#f2b705',
    onHighlight: '#1b1400',
    focus: '#1d5fd1',
    positive: '#0a6e45',
    critical: '#b3261e',
    criticalSurface: '#fdecea',
    warning: '#8a5300',
    warningSurface: '#fff4dc',
    info: '#1d5fd1',
    overlay: 'rgba(10, 14, 20, 0.55)',
    link: '#0b5cad',
  },
  elevation: {
    low: '0 1px 2px rgba(16, 24, 40, 0.08)',
    medium: '0 4px 12px rgba(16, 24, 40, 0.12)',
    high: '0 16px 40px rgba(16, 24, 40, 0.22)',
  },
};

export const darkTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#0d1117',
    surface: '#161b23',
    surfaceRaised: '#1e2530',
    surfaceSunken: '#0a0d12',
    text: '#eef1f5',
    textMuted: '#a8b1bf',
    border: '#2c3441',
    borderStrong: '#7d8797',
    accent: '#3ddc97',
    accentHover: '#62e6ad',
    onAccent: '#04251a',
    highlight: '#f5c542',
    onHighlight: '#1b1400',
    focus: '#7fb0ff',
    positive: '#3ddc97',
    critical: '#ff8a80',
    criticalSurface: '#3a1614',
    warning: '#f5c542',
    warningSurface: '#33280a',
    info: '#7fb0ff',
    overlay: 'rgba(0, 0, 0, 0.7)',
    link: '#8cc4ff',
  },
  elevation: {
    low: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 4px 14px rgba(0, 0, 0, 0.55)',
    high: '0 18px 48px rgba(0, 0, 0, 0.7)',
  },
};
