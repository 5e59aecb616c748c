import type { Locator, Page } from '@playwright/test';
import { expect, resetLiveGateway, sites, test, waitForApp } from './support/browser.ts';

// The account journeys, in live mode: the built site against the simulated gateway over HTTP.

const dialogNamed = (page: Page, name: RegExp) => page.getByRole('dialog', { name });
const field = (scope: Locator, label: RegExp) =>
  scope.getByLabel(label, { exact: false }).and(scope.locator('input'));

function resetGateway(scenario?: Record<string, unknown>) {
  return resetLiveGateway(scenario);
}

async function open(page: Page, path: string) {
  await page.goto(`${sites.live}${path}`);
  await waitForApp(page);
}

async function fillRegisterCommon(form: Locator) {
  await field(form, /^(apelido|nickname)/i).fill('Novato');
  await form.getByRole('checkbox', { name: /termos|terms/i }).check();
  await form.getByRole('checkbox', { name: /18/ }).check();
}

async function sendCode(form: Locator) {
  await form.getByRole('button', { name: /^(enviar código|send code)$/i }).click();
  await expect.poll(() => form.getByRole('button', { name: /\d+ s/ }).count()).toBe(1);
  await field(form, /^(código sms|sms code)/i).fill('123456');
}

const headerShows = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByRole('banner').getByText(text).count()).toBeGreaterThan(0);

test.describe('account journeys on the built site (live mode)', () => {
  test.beforeEach(() => resetGateway());

  test('registers by username with the SMS code and lands on / logged in', async ({ pages }) => {
    const { page, problems } = await pages.newPage();
    await open(page, '/register');
    const form = dialogNamed(page, /^(cadastrar|register)$/i);
    await field(form, /^(nome de usuário|username)/i).fill('jornada01');
    await field(form, /^(senha|password)/i).fill('Senha2026');
    await field(form, /^(confirmar senha|confirm password)/i).fill('Senha2026');
    await field(form, /^(número de celular|mobile number)/i).fill('11970000001');
    await sendCode(form);
    await fillRegisterCommon(form);
    await form.getByRole('button', { name: /^(cadastrar|register)$/i }).click();
    await form.waitFor({ state: 'hidden' });
    await headerShows(page, 'Novato');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(problems.errors).toEqual([]);
  });

  test('registers by mobile number with an SMS code', async ({ pages }) => {
    const { page } = await pages.newPage();
    await open(page, '/register');
    const form = dialogNamed(page, /^(cadastrar|register)$/i);
    await form.getByRole('tab', { name: /^(celular|mobile)$/i }).click();
    await field(form, /^(número de celular|mobile number)/i).fill('11970000002');
    await sendCode(form);
    await field(form, /^(senha|password)/i).fill('Senha2026');
    await field(form, /^(confirmar senha|confirm password)/i).fill('Senha2026');
    await fillRegisterCommon(form);
    await form.getByRole('button', { name: /^(cadastrar|register)$/i }).click();
    await form.waitFor({ state: 'hidden' });
    await headerShows(page, 'Novato');
  });

  test('registers through a referral link, the code kept from the URL', async ({ pages }) => {
    const { page } = await pages.newPage();
    await open(page, '/register?referralCode=ANA2026');
    const form = dialogNamed(page, /^(cadastrar|register)$/i);
    expect(await field(form, /^(código de convite|invitation code)/i).inputValue()).toBe('ANA2026');
    await field(form, /^(nome de usuário|username)/i).fill('indicado02');
    await field(form, /^(senha|password)/i).fill('Senha2026');
    await field(form, /^(confirmar senha|confirm password)/i).fill('Senha2026');
    await field(form, /^(número de celular|mobile number)/i).fill('11970000003');
    await sendCode(form);
    await fillRegisterCommon(form);
    await form.getByRole('button', { name: /^(cadastrar|register)$/i }).click();
    await form.waitFor({ state: 'hidden' });
    await headerShows(page, 'Novato');
  });

  test("forgot by e-mail: the 'been out' confirmation", async ({ pages }) => {
    const { page } = await pages.newPage();
    await open(page, '/login');
    await dialogNamed(page, /^(entrar|log in)$/i)
      .getByRole('button', { name: /esqueceu a senha|forgot password/i })
      .click();
    const form = dialogNamed(page, /^(esqueceu a senha|forgot password)$/i);
    await field(form, /^(nome de usuário|username)/i).fill('jogador01');
    await field(form, /^e-mail/i).fill('ana.souza@sorte.example');
    await form.getByRole('button', { name: /^(enviar e-mail|send e-mail)$/i }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toMatch(/enviado|sent out/i);
  });

  test('forgot by mobile: the new password logs the user in and goes to /', async ({ pages }) => {
    await resetGateway({ whiteLabel: { CHNGPASSVERIF3: true } });
    const { page } = await pages.newPage();
    await open(page, '/login');
    await dialogNamed(page, /^(entrar|log in)$/i)
      .getByRole('button', { name: /esqueceu a senha|forgot password/i })
      .click();
    const form = dialogNamed(page, /^(esqueceu a senha|forgot password)$/i);
    await field(form, /^(número de celular|mobile number)/i).fill('11987654321');
    await sendCode(form);
    await field(form, /^(nova senha|new password)/i).fill('NovaSenha9');
    await field(form, /^(confirmar nova senha|confirm new password)/i).fill('NovaSenha9');
    await form.getByRole('button', { name: /^(redefinir senha|reset password)$/i }).click();
    await form.waitFor({ state: 'hidden' });
    await headerShows(page, 'Ana Souza');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('forces a password change after a login with the default password', async ({ pages }) => {
    const { page } = await pages.newPage();
    await open(page, '/login');
    const login = dialogNamed(page, /^(entrar|log in)$/i);
    await login.getByRole('textbox', { name: /nome de usuário|username/i }).fill('novato01');
    await login.getByLabel(/^(senha|password)/i).fill('Sorte@123');
    await login.getByRole('button', { name: /^(entrar|log in)$/i }).click();
    const change = dialogNamed(page, /^(alterar senha|change password)$/i);
    await field(change, /^(nova senha|new password)/i).fill('NovaSenha7');
    await field(change, /^(confirmar nova senha|confirm new password)/i).fill('NovaSenha7');
    await change.getByRole('button', { name: /^(alterar senha|change password)$/i }).click();
    await change.waitFor({ state: 'hidden' });
    await headerShows(page, 'Bruno Costa');
  });

  test('a trial account meets each restriction of spec §6: games, agent centre, rewards, unread messages', async ({
    pages,
  }) => {
    const { page, problems } = await pages.newPage();
    await open(page, '/login');
    await dialogNamed(page, /^(entrar|log in)$/i)
      .getByRole('button', { name: /^(jogar grátis|free play)$/i })
      .click();
    await headerShows(page, /^(teste|trial)$/i);
    const warning = dialogNamed(page, /^(aviso|warning)$/i);
    const confirmNeedsRealAccount = async () => {
      // count() answers at once, so a missing warning fails here instead of hanging until the test's timeout.
      await expect
        .poll(() => warning.getByText(/conta real|real account/i).count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await warning.getByRole('button', { name: /^(confirmar|confirm)$/i }).click();
      await warning.waitFor({ state: 'hidden' });
    };

    // Starting a game: 'in_need_true_account', and the lobby stays where it was.
    await open(page, '/rng');
    await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^(jogar agora|play now)$/i })
      .click();
    await confirmNeedsRealAccount();
    expect(new URL(page.url()).pathname).toBe('/rng');

    // Redeeming points (the point mall's member side): the same refusal, no redeem dialog.
    await open(page, '/pointMall');
    await expect
      .poll(() => page.getByText(/contas de teste não podem resgatar|trial accounts cannot redeem/i).count())
      .toBe(1);
    await page
      .getByRole('button', { name: /^(resgatar agora|redeem now)$/i })
      .first()
      .click();
    await confirmNeedsRealAccount();
    expect(await dialogNamed(page, /resgatar recompensa|redeem reward/i).count()).toBe(0);

    // The agent centre: refused and sent to the agent landing.
    await page.goto(`${sites.live}/agentHome`);
    await confirmNeedsRealAccount();
    expect(new URL(page.url()).pathname).toBe('/agent');

    // Unread messages are never asked for on a trial session.
    expect(problems.requests.filter((url) => url.includes('CSP_unreadCount'))).toEqual([]);
  });

  test('signs an agent in at /agent, then logout returns to /agent', async ({ pages }) => {
    const { page } = await pages.newPage();
    await open(page, '/agent');
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: /centro do agente|agent centre/i }),
    });
    await section.getByRole('textbox', { name: /nome de usuário|username/i }).fill('agente1');
    await section.getByLabel(/^(senha|password)/i).fill('Sorte2026');
    await section.getByRole('button', { name: /^(entrar|log in)$/i }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/agentHome');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(sair|log out)$/i })
      .click();
    await dialogNamed(page, /^(sair|log out)$/i)
      .getByRole('button', { name: /^(sair|log out)$/i })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/agent');
  });

  test('refuses a player at /agent', async ({ pages }) => {
    const { page } = await pages.newPage();
    await open(page, '/agent');
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: /centro do agente|agent centre/i }),
    });
    await section.getByRole('textbox', { name: /nome de usuário|username/i }).fill('jogador01');
    await section.getByLabel(/^(senha|password)/i).fill('Sorte2026');
    await section.getByRole('button', { name: /^(entrar|log in)$/i }).click();
    await expect
      .poll(() => section.getByRole('alert').textContent())
      .toMatch(/não são de agente|Non-agents/i);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});
