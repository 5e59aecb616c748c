import { applyStoredTheme, startHeadStart } from './early/headStart.ts';

applyStoredTheme();
// The browser fires `beforeinstallprompt` once, possibly before the site's code has loaded: kept for the "Instalar o
// app" action (lib/pwa/installApp.ts) instead of the browser's own banner. Written here, as a handler property
// rather than addEventListener, it costs 30 bytes gzip of the first load.
window.onbeforeinstallprompt = (event) => {
  event.preventDefault();
  window.sorteInstallPrompt = event;
};
window.sorteHeadStart = startHeadStart();
