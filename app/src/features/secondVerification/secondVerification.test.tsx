import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();
const TITLE = 'Novo local de acesso: confirme que é você';

async function logInFromNewIp(username: string) {
  const view = await renderApp(mock, { url: '/login' });
  const login = await findDialog('Entrar');
  await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), username);
  await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
  await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
  const dialog = await screen.findByRole('dialog', { name: TITLE }, { timeout: 5000 });
  return { ...view, dialog };
}

describe('spec §4 second verification on a new IP', () => {
  it('asks for the SMS code, refuses a wrong one, then logs in with the right one', async () => {
    const { user, store, router, dialog } = await logInFromNewIp('viajante01');
    expect(store.get(sessionTokenAtom)).toBeNull();
    const code = within(dialog).getByLabelText(/^código sms/i, { selector: 'input' });
    expect(code).toHaveAccessibleDescription(/\*+5432/);
    // The login just sent the code: asking again waits for the countdown.
    expect(within(dialog).getByRole('button', { name: /\d+ s/ })).toBeDisabled();

    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Insira as informações corretas');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(store.get(sessionTokenAtom)).not.toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(store.get(memberAtom)?.nickname).toBe('Lucas Viana'));
  });

  it.each([
    ['a Google Authenticator code', 'viajante03', /^código do google authenticator/i, '246810'],
    ['the bank account name', 'viajante04', /^nome do titular da conta/i, 'maria oliveira'],
  ])('asks for %s when the gateway says so', async (_method, username, label, answer) => {
    const { user, store, dialog } = await logInFromNewIp(username);
    expect(within(dialog).queryByRole('button', { name: /enviar de novo/i })).toBeNull();
    const input = within(dialog).getByLabelText(label, { selector: 'input' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(input).toBeInvalid();
    await user.type(input, answer);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(store.get(sessionTokenAtom)).not.toBeNull());
  });
});
