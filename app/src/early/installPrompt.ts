/** Chrome's install prompt event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** The install prompt the browser offered, until the player uses it (app/src/lib/pwa/installApp.ts). */
    sorteInstallPrompt?: BeforeInstallPromptEvent;
    onbeforeinstallprompt: ((event: BeforeInstallPromptEvent) => void) | null;
  }
}
