import { msg } from '@lingui/core/macro';

/**
 * The offline page's texts (app/public/offline.html holds them in Portuguese under `data-offline-text`). Extracted
 * into the site's catalogs like any message; app/pwaBuild.ts reads each catalog's translations into /offline.js.
 */
export const offlineMessages = {
  title: msg`Sem conexão com a internet`,
  body: msg`Esta página precisa de internet. Quando a conexão voltar, toque em Tentar novamente.`,
  retry: msg`Tentar novamente`,
};

export type OfflineTextName = keyof typeof offlineMessages;
