import type { InstallPlatform } from '@sorte/domain';
import type { InstallOffer } from '@sorte/ui';
import { useSyncExternalStore } from 'react';

export interface InstallFacts {
  /** The browser offered its install prompt (kept by the head start, ../../early/installPrompt.ts). */
  hasPrompt: boolean;
  /** Running as the installed app (`display-mode: standalone`, or iOS's `navigator.standalone`). */
  standalone: boolean;
  userAgent: string;
  maxTouchPoints: number;
}

/** iOS Safari, which installs only through Share → "Adicionar à Tela de Início" (an iPad may say it is a Mac). */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/** What "Instalar o app" offers here, or null: nothing once installed, nor where the browser cannot install. */
export function installOffer(facts: InstallFacts): InstallOffer | null {
  if (facts.standalone) return null;
  if (facts.hasPrompt) return 'prompt';
  return isIosSafari(facts.userAgent, facts.maxTouchPoints) ? 'ios' : null;
}

const STANDALONE = '(display-mode: standalone)';

function currentOffer(): InstallOffer | null {
  return installOffer({
    hasPrompt: window.sorteInstallPrompt !== undefined,
    standalone: matchMedia(STANDALONE).matches || (navigator as { standalone?: boolean }).standalone === true,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
  });
}

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    // The head start's listener, registered first, has kept the event by the time this one runs.
    addEventListener('beforeinstallprompt', changed);
    addEventListener('appinstalled', forgetPrompt);
    matchMedia(STANDALONE).addEventListener('change', changed);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    removeEventListener('beforeinstallprompt', changed);
    removeEventListener('appinstalled', forgetPrompt);
    matchMedia(STANDALONE).removeEventListener('change', changed);
  };
}

function forgetPrompt() {
  delete window.sorteInstallPrompt;
  changed();
}

/** Opens the browser's install prompt; it can be used once, so the action hides until the browser offers another. */
async function install() {
  const prompt = window.sorteInstallPrompt;
  if (!prompt) return;
  forgetPrompt();
  await prompt.prompt();
}

/** The install action's state for /down and the side menu; never asks for any permission. */
export function useInstallApp(): { offer: InstallOffer | null; install: () => void } {
  const offer = useSyncExternalStore(subscribe, currentOffer, () => null);
  return { offer, install: () => void install() };
}

/** The player's platform for the install tutorials (an iPad that says it is a Mac is an iPad; any other is a computer). */
export function installPlatform(userAgent: string, maxTouchPoints: number): InstallPlatform {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  return /Android/.test(userAgent) ? 'android' : 'desktop';
}

/** The install tutorials' platform of this browser. */
export function useInstallPlatform(): InstallPlatform {
  return installPlatform(navigator.userAgent, navigator.maxTouchPoints);
}
