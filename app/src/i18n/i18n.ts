import { i18n, type Messages } from '@lingui/core';
import { type AnyLanguageCode, getLanguage, type Language } from '@sorte/domain';
import { registerArabicScriptFont } from '@sorte/ui/theme';

type CatalogLocale = Language['catalog'];
type CatalogModule = () => Promise<{ messages: Messages }>;

/**
 * The catalogs of lingui.config.ts: `messages` for the whole site, `member` for the member centre and the
 * cashier, `agent` for the agent centre: these two load with their lazy chunks rather than with every first page.
 */
const catalogs = {
  messages: {
    pt: () => import('../../../locales/pt/messages.po'),
    en: () => import('../../../locales/en/messages.po'),
    ar: () => import('../../../locales/ar/messages.po'),
    fa: () => import('../../../locales/fa/messages.po'),
    ur: () => import('../../../locales/ur/messages.po'),
    pseudo: () => import('../../../locales/pseudo/messages.po'),
  },
  member: {
    pt: () => import('../../../locales/pt/member.po'),
    en: () => import('../../../locales/en/member.po'),
    ar: () => import('../../../locales/ar/member.po'),
    fa: () => import('../../../locales/fa/member.po'),
    ur: () => import('../../../locales/ur/member.po'),
    pseudo: () => import('../../../locales/pseudo/member.po'),
  },
  agent: {
    pt: () => import('../../../locales/pt/agent.po'),
    en: () => import('../../../locales/en/agent.po'),
    ar: () => import('../../../locales/ar/agent.po'),
    fa: () => import('../../../locales/fa/agent.po'),
    ur: () => import('../../../locales/ur/agent.po'),
    pseudo: () => import('../../../locales/pseudo/agent.po'),
  },
} satisfies Record<string, Record<CatalogLocale, CatalogModule>>;

export type CatalogName = keyof typeof catalogs;

/** Catalogs some rendered part has asked for: a language switch loads them all before the texts change. */
const wantedCatalogs = new Set<CatalogName>(['messages']);
const loaded = new Map<string, Promise<void>>();

/** Loads one catalog of one locale into i18n (merged with what it holds already), once. */
function loadCatalog(name: CatalogName, locale: CatalogLocale): Promise<void> {
  const key = `${name}/${locale}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = catalogs[name][locale]().then(({ messages }) => i18n.load(locale, messages));
    // A failed download (offline) is tried again by the next caller.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/**
 * Resolves `chunk` once `name`'s catalog of the active language is in too, so a lazily loaded part never paints
 * its message ids; from then on every language switch loads that catalog before activating the language.
 * Use it inside `lazy(() => withCatalog('member', import('…')))`: the catalog downloads beside the chunk.
 */
export async function withCatalog<Chunk>(name: CatalogName, chunk: Promise<Chunk>): Promise<Chunk> {
  wantedCatalogs.add(name);
  // Before the first activation there is no language yet: activateLanguage loads every wanted catalog.
  const locale = i18n.locale as CatalogLocale | undefined;
  const [module] = await Promise.all([chunk, locale ? loadCatalog(name, locale) : undefined]);
  return module;
}

/**
 * Loads the language's catalogs on demand (the site's and every lazily loaded part's already asked for) and
 * activates it. Languages without a catalog of their own use the English one but keep their own tag (number and
 * date formats) and direction.
 */
export async function activateLanguage(code: AnyLanguageCode, root: HTMLElement = document.documentElement) {
  const language = getLanguage(code);
  if (language.dir === 'rtl') registerArabicScriptFont();
  let wanted: number;
  // A part may ask for its catalog while these load: that one is loaded too before the texts change.
  do {
    wanted = wantedCatalogs.size;
    await Promise.all([...wantedCatalogs].map((name) => loadCatalog(name, language.catalog)));
  } while (wantedCatalogs.size !== wanted);
  i18n.activate(language.catalog, [language.tag]);
  root.lang = language.tag;
  root.dir = language.dir;
  return language;
}

export { i18n };
