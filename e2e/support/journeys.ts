import type { Page } from '@playwright/test';
import { DEMO_QUIET, expect, sites } from './browser.ts';

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

/** Sets one limit in the limits centre's open tab and waits until it is saved. */
export async function setLimitInCentre(page: Page, region: string, label: string, amount: string) {
  const card = page
    .getByRole('region', { name: region })
    .getByRole('listitem')
    // A `has` locator is matched inside the list item, so it names the field from there (not from the region).
    .filter({ has: page.getByRole('textbox', { name: label }) });
  await card.getByRole('textbox', { name: label }).fill(amount);
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(card.getByRole('textbox', { name: label })).toHaveValue('');
  return card;
}
