/** Languages offered in the Storybook toolbar: the two confirmed catalogs, right-to-left samples and the pseudo-locale. */
export const storyLocales = {
  PT: { tag: 'pt-PT', dir: 'ltr', catalog: 'pt' },
  EN: { tag: 'en', dir: 'ltr', catalog: 'en' },
  AR: { tag: 'ar', dir: 'rtl', catalog: 'en' },
  FA: { tag: 'fa', dir: 'rtl', catalog: 'en' },
  pseudo: { tag: 'en', dir: 'ltr', catalog: 'pseudo' },
} as const;
