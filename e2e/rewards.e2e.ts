import type { Page } from '@playwright/test';
import { expect, resetLiveGateway, sites, test } from './support/browser.ts';
import { noiseJpeg, noisePng } from './support/images.ts';
import { logIn, siteModes } from './support/journeys.ts';

// Issue 13 items 2-4: the reward centre, missions and messages on the built site (demo: the simulated gateway in the
// page; live: the local HTTP gateway). Spec §2 badges, §5 Promotion apply, §7 MCS2_claimRafflePromotion.

const memberMenu = (page: Page) => page.getByRole('navigation', { name: /central do membro|member centre/i });

/** A real picture of noise, about `bytes` big (2 KB unless told): the site decodes and re-encodes what it sends. */
async function picture(page: Page, name: string, kind: 'png' | 'jpg', bytes = 2048) {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return {
    name,
    mimeType: kind === 'png' ? 'image/png' : 'image/jpeg',
    buffer: kind === 'png' ? noisePng(side, side) : await noiseJpeg(page, side, side),
  };
}

for (const { mode, url } of siteModes) {
  test.describe(`reward centre, missions and messages (${mode} mode)`, () => {
    test.beforeEach(async () => {
      if (mode === 'live') await resetLiveGateway();
    });

    test('reading an unread message lowers the messages badge', async ({ pages }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/login?redirect=%2Fmember%2Fmessages'));
      await logIn(page);
      const menu = memberMenu(page);
      await expect(menu.getByRole('link', { name: /^mensagens.*\(3 não lidas\)/i })).toBeVisible();
      const unread = page.getByRole('button', { name: /^não lida:/i });
      await expect(unread).toHaveCount(2);
      await unread.first().click();
      await expect(menu.getByRole('link', { name: /^mensagens.*\(2 não lidas\)/i })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3 })).toBeFocused();
      await expect(unread).toHaveCount(1);
      // The gateway kept it: after a reload the badge still says 2.
      await page.reload();
      await expect(
        memberMenu(page).getByRole('link', { name: /^mensagens.*\(2 não lidas\)/i }),
      ).toBeVisible();
      expect(problems.errors).toEqual([]);
    });

    test('applies to a promotion with two images and a comment', async ({ pages }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/login?redirect=%2Fmember%2Frewards'));
      await logIn(page);
      const card = page.getByRole('article', { name: 'Bônus de indicação comprovada' });
      await card.getByRole('button', { name: 'Candidatar-se' }).click();
      const dialog = page.getByRole('dialog', { name: /^candidatar-se: /i });
      await dialog.getByRole('textbox', { name: /^comentário/i }).fill('Segue o comprovante do depósito');
      await expect(dialog.getByText('31 de 140 caracteres')).toBeVisible();
      await dialog
        .getByLabel(/^imagens/i)
        .setInputFiles([
          await picture(page, 'deposito.png', 'png'),
          await picture(page, 'extrato.jpg', 'jpg'),
        ]);
      await expect(dialog.getByRole('img', { name: /^prévia de /i })).toHaveCount(2);
      await dialog.getByRole('button', { name: 'Enviar candidatura' }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByText('Em análise')).toBeVisible();
      // Playwright's trace recorder reads the previews' blob: images with fetch, which the page's connect-src
      // refuses (with `--trace off` nothing is reported); the page itself never fetches them.
      expect(problems.errors.filter((error) => !/^Connecting to 'blob:/.test(error))).toEqual([]);
    });

    test('claims a raffle and sees the prize', async ({ pages }) => {
      const { page, problems } = await pages.newPage();
      await page.goto(url('/login?redirect=%2Fmember%2Frewards%3Fpromotion%3D2003'));
      await logIn(page);
      const raffle = page.getByRole('article', { name: 'Sorteio de novembro' });
      await expect(raffle).toBeFocused();
      await raffle.getByRole('button', { name: 'Resgatar' }).click();
      const result = page.getByRole('dialog', { name: 'Prêmio resgatado' });
      await expect(result).toContainText('Bônus de R$ 50,00');
      await expect(result).toContainText(/R\$\s?50,00 creditados no seu saldo/);
      await result.getByRole('button', { name: 'Ok' }).click();
      await expect(raffle.getByText('Resgatada')).toBeVisible();
      await expect(page.getByRole('banner')).toContainText('1.573,75');
      expect(problems.errors).toEqual([]);
    });
  });
}

// The upload's progress (§5 apply with images, issue 13): on the local network an upload ends before anything can be
// seen, so the browser's upload is slowed to 256 KB/s (Chromium's network emulation) and 2 × 900 KB are sent. Live
// mode only: in demo mode the simulated gateway answers inside the page, with no network to slow down.
test('live mode: the apply dialog shows the upload’s progress while the images go out', async ({ pages }) => {
  await resetLiveGateway();
  const { page } = await pages.newPage();
  await page.goto(`${sites.live}/login?redirect=%2Fmember%2Frewards`);
  await logIn(page);
  const card = page.getByRole('article', { name: 'Bônus de indicação comprovada' });
  await card.getByRole('button', { name: 'Candidatar-se' }).click();
  const dialog = page.getByRole('dialog', { name: /^candidatar-se: /i });
  await dialog.getByRole('textbox', { name: /^comentário/i }).fill('Comprovantes em alta resolução');
  await dialog
    .getByLabel(/^imagens/i)
    .setInputFiles([
      await picture(page, 'deposito.png', 'png', 900_000),
      await picture(page, 'extrato.jpg', 'jpg', 900_000),
    ]);
  await expect(dialog.getByRole('img', { name: /^prévia de /i })).toHaveCount(2);

  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await dialog.getByRole('button', { name: 'Enviar candidatura' }).click();
  const bar = dialog.getByRole('progressbar', { name: 'Progresso do envio' });
  await expect
    .poll(async () => Number((await bar.getAttribute('value')) ?? 0), { timeout: 10_000 })
    .toBeGreaterThan(0);
  expect(Number(await bar.getAttribute('value'))).toBeLessThan(100);
  await expect(dialog.getByRole('status')).toHaveText(/^Enviando… \d{1,2}%$/);
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(card.getByText('Em análise')).toBeVisible();
});
