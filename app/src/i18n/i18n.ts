import { i18n, type Messages } from '@lingui/core';
import { type AnyLanguageCode, getLanguage, type Language } from '@sorte/domain';
import { registerArabicScriptFont } from '@sorte/ui/theme';

const catalogs: Record<Language['catalog'], () => Promise<{ messages: Messages }>> = {
  pt: () => import('../../../locales/pt/messages.po'),
  en: () => import('../../../locales/en/messages.po'),
  ar: () => import('../../../locales/ar/messages.po'),
  fa: () => import('../../../locales/fa/messages.po'),
  ur: () => import('../../../locales/ur/messages.po'),
  pseudo: () => import('../../../locales/pseudo/messages.po'),
};

/**
 * Loads one catalog on demand and activates it. Languages without a catalog of their own use the
 * English one but keep their own tag (number and date formats) and direction.
 */
export async function activateLanguage(code: AnyLanguageCode, root: HTMLElement = document.documentElement) {
  const language = getLanguage(code);
  if (language.dir === 'rtl') registerArabicScriptFont();
  const { messages } = await catalogs[language.catalog]();
  i18n.load(language.catalog, messages);
  i18n.activate(language.catalog, [language.tag]);
  root.lang = language.tag;
  root.dir = language.dir;
  return language;
}

export { i18n };
