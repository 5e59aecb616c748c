import { expect, resetLiveGateway, test } from './support/browser.ts';
import { logIn, siteModes } from './support/journeys.ts';

// Issue 23 item 5: the security centre's signed-in devices and login history, and ending the other sessions, on the
// built site (demo: the simulated gateway in the page; live: the local HTTP gateway, where another browser's
// session really ends).

for (const { mode, url } of siteModes) {
  test.describe(`active sessions (${mode} mode)`, () => {
    test.beforeEach(async () => {
      if (mode === 'live') await resetLiveGateway();
    });

    test('the player sees the devices and logins, ends the other sessions after confirming, and only this device remains', async ({
      pages,
    }) => {
      // Live: the same player signed in on another browser first.
      const elsewhere = mode === 'live' ? await pages.newPage() : undefined;
      if (elsewhere) {
        await elsewhere.page.goto(url('/login?redirect=%2Fmember'));
        await logIn(elsewhere.page);
      }

      const { page, problems } = await pages.newPage();
      await page.goto(url('/login?redirect=%2Fmember'));
      await logIn(page);
      await page
        .getByRole('navigation', { name: 'Central do membro' })
        .getByRole('link', { name: 'Central de segurança' })
        .click();
      await expect(page).toHaveURL(/\/member\/security/);

      const sessions = page.getByRole('region', { name: 'Sessões ativas' });
      const devices = sessions.getByRole('listitem');
      await expect(devices.first()).toContainText('Este dispositivo');
      await expect(devices).toHaveCount(mode === 'live' ? 5 : 4);
      await expect(sessions.getByRole('button', { name: 'Desconectar Safari · iOS' })).toBeVisible();

      const history = page.getByRole('region', { name: 'Histórico de login' });
      await expect(history.getByRole('listitem')).toHaveCount(15);
      await expect(history.getByText('Falhou').first()).toBeVisible();
      await expect(history).toContainText('189.45.*.*');
      await expect(history).not.toContainText('189.45.87.12');

      // Keyboard: the action, the confirmation, and its confirm button.
      await sessions.getByRole('button', { name: 'Encerrar outras sessões' }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Encerrar outras sessões?' });
      await expect(confirm).toContainText(mode === 'live' ? '(4)' : '(3)');
      await confirm.getByRole('button', { name: 'Encerrar sessões' }).click();
      await expect(confirm).toBeHidden();

      await expect(devices).toHaveCount(1);
      await expect(devices.first()).toContainText('Este dispositivo');
      await expect(sessions).toContainText('Só este dispositivo está conectado.');
      await expect(sessions.getByRole('button', { name: 'Encerrar outras sessões' })).toHaveCount(0);
      // Still signed in here: the page read again shows this device alone.
      await page.reload();
      await expect(page.getByRole('region', { name: 'Sessões ativas' }).getByRole('listitem')).toHaveCount(1);
      expect(problems.errors).toEqual([]);

      if (elsewhere) {
        // The other browser's session is over: its next call is refused and it is signed out.
        await elsewhere.page.reload();
        await expect(elsewhere.page.getByRole('dialog', { name: /entrar|log in/i })).toBeVisible();
      }
    });
  });
}
