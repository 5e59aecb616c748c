// Constants app/pwaBuild.ts writes into the service worker and the offline page's script when it bundles them.

/** The URLs to precache (worker/strategy.ts `shellFiles`). */
declare const __SORTE_SHELL__: readonly string[];
/** Changes whenever a precached file does, so the browser sees a new worker. */
declare const __SORTE_VERSION__: string;
/** Each catalog's offline texts (offline/offlineMessages.ts), Portuguese where a catalog lacks one. */
declare const __SORTE_OFFLINE_TEXTS__: Record<
  import('@sorte/domain/languages').CatalogLocale,
  Record<import('./offline/offlineMessages.ts').OfflineTextName, string>
>;
