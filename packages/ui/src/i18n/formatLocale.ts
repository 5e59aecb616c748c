import type { I18n } from '@lingui/core';

/**
 * The tag numbers, money and dates are formatted with: the chosen language's (the app activates each catalog with
 * it, so Spanish formats as Spanish although its texts are the English catalog's), else the catalog's.
 */
export function formatLocaleOf(i18n: I18n): string {
  const locales = i18n.locales;
  return (Array.isArray(locales) ? locales[0] : locales) ?? i18n.locale;
}
