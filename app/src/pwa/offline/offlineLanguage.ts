import {
  type CatalogLocale,
  getLanguage,
  resolveLanguage,
  type TextDirection,
} from '@sorte/domain/languages';

/** `LANGUAGE_KEY` and `THEME_STORAGE_KEY` of app/src/state/preferenceAtoms.ts (offlineLanguage.test.ts holds them equal). */
export const LANGUAGE_STORAGE_KEY = 'sorte.language';
export const THEME_STORAGE_KEY = 'sorte.theme';

export interface OfflinePageLanguage {
  tag: string;
  dir: TextDirection;
  catalog: CatalogLocale;
}

/** The language the site stored (Portuguese when none or unknown), as the offline page shows it. */
export function offlinePageLanguage(stored: string | null): OfflinePageLanguage {
  const { tag, dir, catalog } = getLanguage(resolveLanguage(stored, { includeDevOnly: true }));
  return { tag, dir, catalog };
}
