import type { Page } from '@playwright/test';
import { DEMO_QUIET, sites } from './browser.ts';

/**
 * The two ways the built site runs in the journeys: demo (the simulated gateway in the page, its popups quiet) and
 * live (the local HTTP gateway). `url` builds a page's address in the mode.
 */
export const siteModes = [
  {
    mode: 'demo',
    site: () => sites.demo,
    url: (path: string) => `${sites.demo}${path}${path.includes('?') ? '&' : '?'}${DEMO_QUIET}`,
  },
  { mode: 'live', site: () => sites.live, url: (path: string) => `${sites.live}${path}` },
] as const;

/** Logs in through the login dialog once it is open (a guarded page's `/login?redirect=` opens it). */
export async function logIn(page: Page, username = 'jogador01', password = 'Sorte2026') {
  const dialog = page.getByRole('dialog', { name: /entrar|log in/i });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: /nome de usuário|username/i }).fill(username);
  await dialog.getByLabel(/^(senha|password)/i).fill(password);
  await dialog.getByRole('button', { name: /^(entrar|log in)$/i }).click();
  await dialog.waitFor({ state: 'hidden' });
}
