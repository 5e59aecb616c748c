/** The layout's breakpoints: phones below `tablet`, the side menu beside the page from `tablet`, wide from `desktop`. */
export const breakpoints = { tablet: 768, desktop: 1100 } as const;

/** Media queries for vanilla-extract's `@media` and for `matchMedia`. */
export const media = {
  phoneOnly: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
