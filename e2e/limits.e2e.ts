import { DEMO_QUIET, expect, resetLiveGateway, sites, test } from './support/browser.ts';
import { logIn, setLimitInCentre, siteModes } from './support/journeys.ts';

// Issue 26 items 2 and 6 ("Done when": in both profiles a deposit beyond a limit is refused with the reset time), on
// the built site (demo: the simulated gateway in the page; live: the local HTTP gateway; and the demo under the
// Brazilian profile): a daily deposit limit set in the limits centre refuses a larger deposit with the limit and when
// it resets, and links back to the limits centre.

const profiles = [
  ...siteModes.map(({ mode, url }) => ({ name: `${mode} mode`, url, brazil: false, live: mode === 'live' })),
  {
    name: 'demo mode, jurisdiction BR',
    url: (path: string) =>
      `${sites.demo}${path}${path.includes('?') ? '&' : '?'}${DEMO_QUIET}&mock.jurisdiction=BR`,
    brazil: true,
    live: false,
  },
];

for (const profile of profiles) {
  test.describe(`limits enforced at deposit (${profile.name})`, () => {
    test.beforeEach(async () => {
      if (profile.live) await resetLiveGateway();
    });

    test('a daily deposit limit refuses a larger deposit with the limit and its reset time', async ({
      pages,
    }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(profile.url('/login?redirect=%2Fmember%2Flimits'));
      await logIn(page);
      if (profile.brazil) {
        // Brazil: the risk warning at login, then the two mandatory limits before any deposit.
        await page.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Confirmar' }).click();
        await page.getByRole('tab', { name: /^Perda/ }).click();
        await setLimitInCentre(page, 'Limite de perda', 'Novo limite mensal', '800');
        await page.getByRole('tab', { name: /^Tempo/ }).click();
        await setLimitInCentre(page, 'Limite de tempo de jogo', 'Novo limite diário', '90');
        await page.getByRole('tab', { name: /^Depósito/ }).click();
      }
      const daily = await setLimitInCentre(page, 'Limite de depósito', 'Novo limite diário', '100');
      await expect(daily).toContainText(/R\$\s?100,00/);

      await page.goto(profile.url('/member/deposit'));
      await page.getByRole('textbox', { name: /^valor do depósito/i }).fill('150');
      await page.getByRole('button', { name: 'Depositar' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'Limite de depósito diário' });
      await expect(refusal).toContainText(/Limite de depósito diário de R\$\s?100,00/);
      await expect(refusal).toContainText(/até \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
      await expect(page.getByRole('textbox', { name: 'Código PIX copia e cola' })).toHaveCount(0);
      await refusal.getByRole('link', { name: 'Ver os meus limites' }).click();
      await expect(page).toHaveURL(/\/member\/limits\?kind=deposit/);
      expect(problems.errors).toEqual([]);
    });
  });
}
