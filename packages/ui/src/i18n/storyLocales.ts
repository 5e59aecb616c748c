/**
 * Languages offered in the Storybook toolbar: the two confirmed catalogs, the three right-to-left catalogs, the
 * pseudo-locale, and EN-RTL: the English texts in a right-to-left layout. The `stories-dark-rtl` project renders
 * every story in EN-RTL, so one play function (which looks for pt or en texts) checks the mirrored layout too;
 * the Arabic, Farsi and Urdu texts have their own stories.
 */
export const storyLocales = {
  'PT-BR': { tag: 'pt-BR', dir: 'ltr', catalog: 'pt' },
  EN: { tag: 'en', dir: 'ltr', catalog: 'en' },
  AR: { tag: 'ar', dir: 'rtl', catalog: 'ar' },
  FA: { tag: 'fa', dir: 'rtl', catalog: 'fa' },
  UR: { tag: 'ur', dir: 'rtl', catalog: 'ur' },
  'EN-RTL': { tag: 'en', dir: 'rtl', catalog: 'en' },
  pseudo: { tag: 'en', dir: 'ltr', catalog: 'pseudo' },
} as const;
