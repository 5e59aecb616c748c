import { CAPTCHA_REFRESH_THROTTLE_MS } from '@sorte/domain';
import { readCaptchaCode } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordRequests, requestsTo } from '../../test/lobbyTestKit.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();
const CAPTCHA_PATH = '/wps/captcha';

async function submit(
  dialog: HTMLElement,
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  password: string,
) {
  const passwordField = within(dialog).getByLabelText(/^senha/i);
  await user.clear(passwordField);
  await user.type(passwordField, password);
  await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
}

describe('§4 Failed login: the captcha after repeated failures', () => {
  it('shows a captcha after three wrong passwords, a refresh brings a new one, and the right code logs in', async () => {
    const view = await renderApp(mock);
    await view.user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Entrar' }));
    const dialog = await findDialog('Entrar');
    await view.user.type(within(dialog).getByRole('textbox', { name: /^nome de usuário/i }), 'agente1');
    const seen = recordRequests(mock);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await submit(dialog, view.user, 'wrong-password');
      await waitFor(() => expect(within(dialog).queryAllByRole('alert').length).toBeGreaterThan(0));
    }
    const picture = () => within(dialog).getByRole('img', { name: 'Imagem do captcha' });
    await waitFor(() => expect(readCaptchaCode(picture().getAttribute('src') ?? '')).toMatch(/^\d{4}$/));
    const first = picture().getAttribute('src');
    expect(requestsTo(seen, CAPTCHA_PATH)).toHaveLength(1);

    // After the refresh throttle, a refresh asks the gateway for a new picture.
    await new Promise((resolve) => setTimeout(resolve, CAPTCHA_REFRESH_THROTTLE_MS));
    await view.user.click(within(dialog).getByRole('button', { name: 'Atualizar o captcha' }));
    await waitFor(() => expect(picture().getAttribute('src')).not.toBe(first));
    expect(requestsTo(seen, CAPTCHA_PATH)).toHaveLength(2);

    const code = readCaptchaCode(picture().getAttribute('src') ?? '') ?? '';
    await view.user.type(within(dialog).getByRole('textbox', { name: /^captcha/i }), code);
    await submit(dialog, view.user, 'Sorte2026');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Entrar' })).toBeNull());
  });
});
