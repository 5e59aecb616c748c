import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { serviceWorkerScriptUrl } from '../bootstrap/trustedTypes.ts';
import { i18n } from '../i18n/i18n.ts';
import { UpdatePrompt } from './UpdatePrompt.tsx';

type Registration = Pick<ServiceWorkerRegistration, 'waiting' | 'installing' | 'addEventListener'>;

/**
 * Calls `onWaiting` when a new version's worker is installed and waiting, now or later. A first install has no
 * controller to replace: it takes over on its own, so there is nothing to announce.
 */
export function whenUpdateWaits(
  registration: Registration,
  workers: Pick<ServiceWorkerContainer, 'controller'>,
  onWaiting: (waiting: ServiceWorker) => void,
) {
  const check = () => {
    if (registration.waiting && workers.controller) onWaiting(registration.waiting);
  };
  check();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') check();
    });
  });
}

/**
 * Live mode, after the first paint (../bootstrap/bootstrap.tsx): registers the PWA's worker (/sw.js) and shows the
 * update prompt when a new version waits. Never in demo mode, where the simulated gateway's worker owns the scope.
 */
export async function registerServiceWorker(workers: ServiceWorkerContainer = navigator.serviceWorker) {
  try {
    const url = serviceWorkerScriptUrl() as string;
    const registration = await workers.register(url, { scope: '/', updateViaCache: 'none' });
    whenUpdateWaits(registration, workers, (waiting) => {
      const host = document.body.appendChild(document.createElement('div'));
      createRoot(host).render(
        <I18nProvider i18n={i18n}>
          <UpdatePrompt waiting={waiting} workers={workers} reload={() => location.reload()} />
        </I18nProvider>,
      );
    });
  } catch (error) {
    // The site works without it; only installing and the offline page are lost.
    console.error('the service worker was not registered', error);
  }
}
