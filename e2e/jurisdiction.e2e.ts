import { DEMO_QUIET, expect, sites, test, waitForApp } from './support/browser.ts';
import { logIn, setLimitInCentre } from './support/journeys.ts';

// Issue 26 item 1 ("Done when": under BR the national self-exclusion link is on every public route). The demo's
// scenario switch `mock.jurisdiction=BR` stands for `"jurisdiction": "BR"` in /config.json; without it (the demo
// ships `none`) the footer has the responsible gaming page but not the national platform.
const PUBLIC_ROUTES = ['/', '/promotions', '/live', '/rng', '/help', '/down', '/responsible-gaming'];

test.describe('the jurisdiction profile on the built site (demo mode)', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`under BR ${route} links the national self-exclusion platform and the responsible gaming page beside 18+`, async ({
      pages,
    }) => {
      const { page } = await pages.newPage();
      await page.goto(`${sites.demo}${route}?${DEMO_QUIET}&mock.jurisdiction=BR`);
      await waitForApp(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: /gov\.br/ })).toHaveAttribute(
        'href',
        'https://www.gov.br/autoexclusaoapostas',
      );
      await expect(footer.locator('a[href="/responsible-gaming"]')).toBeVisible();
      await expect(footer.getByRole('img', { name: /18/ })).toBeVisible();
    });
  }

  test('without the switch (jurisdiction none) the footer has no national platform link', async ({
    pages,
  }) => {
    const { page } = await pages.newPage();
    await page.goto(`${sites.demo}/promotions?${DEMO_QUIET}`);
    await waitForApp(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href="/responsible-gaming"]')).toBeVisible();
    await expect(footer.getByRole('link', { name: /gov\.br/ })).toHaveCount(0);
  });
});

// Issue 26 item 2 ("Done when": under BR registration without the two limits cannot be submitted, and an account
// without a loss and a time limit cannot deposit or launch a game until both are set), as a player meets it on the
// built site.
test.describe('the mandatory limits under BR on the built site (demo mode)', () => {
  test('registration without a loss and a time limit is refused on those fields, keeping what was typed', async ({
    pages,
  }) => {
    const { page, problems } = await pages.newPage();
    await page.goto(`${sites.demo}/register?${DEMO_QUIET}&mock.jurisdiction=BR`);
    await waitForApp(page);
    const form = page.getByRole('dialog', { name: 'Cadastrar' });
    const field = (label: RegExp) => form.getByLabel(label).and(form.locator('input'));
    await field(/^nome de usuário/i).fill('limitada01');
    await field(/^senha/i).fill('Senha2026');
    await field(/^confirmar senha/i).fill('Senha2026');
    await field(/^número de celular/i).fill('11970000031');
    await form.getByRole('button', { name: 'Enviar código' }).click();
    await expect(form.getByRole('button', { name: /\d+ s/ })).toBeDisabled();
    await field(/^código sms/i).fill('123456');
    await field(/^apelido/i).fill('Limitada');
    await form.getByRole('checkbox', { name: /termos/i }).check();
    await form.getByRole('checkbox', { name: /18/ }).check();
    await form.getByRole('button', { name: 'Cadastrar' }).click();

    await expect(field(/^limite de perda/i)).toHaveAccessibleDescription(
      'Defina um limite de perda: é obrigatório para jogar.',
    );
    await expect(field(/^limite de tempo de jogo/i)).toHaveAccessibleDescription(
      'Defina um limite de tempo de jogo: é obrigatório para jogar.',
    );
    await expect(field(/^limite de perda/i)).toBeFocused();
    await expect(field(/^nome de usuário/i)).toHaveValue('limitada01');

    await field(/^limite de perda/i).fill('500');
    await field(/^limite de tempo de jogo/i).fill('60');
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(form).toBeHidden();
    const warning = page.getByRole('dialog', { name: 'Aviso' });
    await warning.getByRole('button', { name: 'Confirmar' }).click();
    await page.goto(`${sites.demo}/member/deposit?${DEMO_QUIET}&mock.jurisdiction=BR`);
    await expect(page.getByRole('button', { name: 'Depositar' })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test('an account without them is told at the deposit page, sets both in the limits centre, and can deposit', async ({
    pages,
  }) => {
    const { page, problems } = await pages.newPage();
    await page.goto(`${sites.demo}/login?redirect=%2Fmember%2Fdeposit&${DEMO_QUIET}&mock.jurisdiction=BR`);
    await logIn(page);
    // Brazil's risk warning at every login, answered first.
    const warning = page.getByRole('dialog', { name: 'Aviso' });
    await warning.getByRole('button', { name: 'Confirmar' }).click();
    await expect(warning).toBeHidden();

    await expect(page.getByText('Defina os seus limites para depositar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Depositar' })).toHaveCount(0);

    // A game opened from the lobby launches nothing either: its page says why and links to the limits centre.
    await page.goto(`${sites.demo}/live?${DEMO_QUIET}&mock.jurisdiction=BR`);
    await page.locator('main article').first().getByRole('button', { name: 'Jogar agora' }).click();
    await expect(page).toHaveURL(/\/seamless\?/);
    await expect(page.getByText(/defina um limite de perda e um limite de tempo de jogo/)).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('link', { name: 'Definir os meus limites' }).click();
    await expect(page).toHaveURL(/\/member\/limits\?kind=loss/);
    await expect(page.getByText(/defina um limite de perda e um limite de tempo de jogo/)).toBeVisible();

    await setLimitInCentre(page, 'Limite de perda', 'Novo limite mensal', '800');
    await expect(page.getByText(/defina um limite de tempo de jogo: é obrigatório no Brasil/)).toBeVisible();
    await page.getByRole('tab', { name: /^Tempo/ }).click();
    await setLimitInCentre(page, 'Limite de tempo de jogo', 'Novo limite diário', '90');
    await expect(page.getByText(/é obrigatório no Brasil|são obrigatórios no Brasil/)).toHaveCount(0);

    await page.goto(`${sites.demo}/member/deposit?${DEMO_QUIET}&mock.jurisdiction=BR`);
    await expect(page.getByRole('button', { name: 'Depositar' })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });
});
