import { i18n, type Messages } from '@lingui/core';
import { type AnyLanguageCode, getLanguage, type Language } from '@sorte/domain';

const catalogs: Record<Language['catalog'], () => Promise<{ messages: Messages }>> = {
  pt: () => import('../../../locales/pt/messages.po'),
  en: () => import('../../../locales/en/messages.po'),
  pseudo: () => import('../../../locales/pseudo/messages.po'),
};

/**
 * Loads one catalog on demand and activates it. Languages without confirmed texts use the English
 * catalog but keep their own tag (number and date formats) and direction.
 */
export async function activateLanguage(code: AnyLanguageCode, root: HTMLElement = document.documentElement) {
  const language = getLanguage(code);
  const { messages } = await catalogs[language.catalog]();
  i18n.load(language.catalog, messages);
  i18n.activate(language.catalog, [language.tag]);
  root.lang = language.tag;
  root.dir = language.dir;
  return language;
}

export { i18n };
