import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { logInFromHeader } from '../../test/lobbyTestKit.ts';
import { findDialog, renderApp, simulatedGatewayForFile, TEST_GATEWAY } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

const field = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input' });

/** A refusal in the envelope form under test, for every method of one path. */
const refuse = (path: string, body: Record<string, unknown>) =>
  mock.server.use(http.all(`${TEST_GATEWAY}${path}`, () => HttpResponse.json({ success: false, ...body })));

/** The message sits on the field: invalid, described by it, focused, and what was typed stays. */
async function expectOnField(input: HTMLElement, message: string, typed: string) {
  await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveValue(typed);
  await waitFor(() => expect(input).toHaveFocus());
}

describe('a refusal that names a field is shown on that field', () => {
  it('change password: a message that mentions only the new password sits on it', async () => {
    refuse('/wps/member/password', { message: 'New password cannot be the same as the old one' });
    const { user } = await renderApp(mock, { url: '/login' });
    const login = await findDialog('Entrar');
    await user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), 'novato01');
    await user.type(within(login).getByLabelText(/^senha/i), 'Sorte@123');
    await user.click(within(login).getByRole('button', { name: 'Entrar' }));
    const change = await findDialog('Alterar senha');
    await user.type(within(change).getByLabelText(/^nova senha/i), 'NovaSenha7');
    await user.type(within(change).getByLabelText(/confirmar nova senha/i), 'NovaSenha7');
    await user.click(within(change).getByRole('button', { name: 'Alterar senha' }));
    // "old" names no field of the forced form (it has no current-password field): the new password is the one.
    await expectOnField(
      within(change).getByLabelText(/^nova senha/i),
      'New password cannot be the same as the old one',
      'NovaSenha7',
    );
  });

  it('register: the simulated gateway’s "Username already exists" (value.field) sits on the username', async () => {
    // Without the SMS step (REGMOBVERF3 off) the username is checked by the register call itself.
    const { user } = await renderApp(mock, {
      url: '/register',
      scenario: { whiteLabel: { REGMOBVERF3: false } },
    });
    const dialog = await findDialog('Cadastrar');
    await user.type(field(dialog, /^nome de usuário/i), 'jogador01');
    await user.type(field(dialog, /^senha/i), 'Senha2026');
    await user.type(field(dialog, /^confirmar senha/i), 'Senha2026');
    await user.type(field(dialog, /^número de celular/i), '11955554444');
    await user.type(field(dialog, /^apelido/i), 'Novato');
    await user.click(within(dialog).getByRole('checkbox', { name: /termos e condições/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /18 anos ou mais/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    await expectOnField(field(dialog, /^nome de usuário/i), 'Username already exists', 'jogador01');
    expect(within(dialog).queryByRole('alert', { name: /Username already exists/ })).toBeNull();
  });

  it('login: `fieldName` beside the value puts the message on the username', async () => {
    refuse('/wps/session/login', { message: 'Account is frozen', fieldName: 'account' });
    const view = await renderApp(mock, { url: '/login' });
    const dialog = await findDialog('Entrar');
    await view.user.type(within(dialog).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
    await view.user.type(within(dialog).getByLabelText(/^senha/i), 'Sorte2026');
    await view.user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await expectOnField(
      within(dialog).getByRole('textbox', { name: /^nome de usuário/i }),
      'Account is frozen',
      'jogador01',
    );
  });

  it('login: a refusal naming two fields stays a form message', async () => {
    refuse('/wps/session/login', { message: 'Username or password is incorrect' });
    const view = await renderApp(mock, { url: '/login' });
    const dialog = await findDialog('Entrar');
    await view.user.type(within(dialog).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
    await view.user.type(within(dialog).getByLabelText(/^senha/i), 'errada123');
    await view.user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Username or password is incorrect');
    expect(within(dialog).getByRole('textbox', { name: /^nome de usuário/i })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('forgot password: `errors: [{ field, message }]` puts that message on the e-mail', async () => {
    refuse('/wps/member/password/email', { errors: [{ field: 'email', message: 'E-mail not verified' }] });
    const view = await renderApp(mock, { url: '/login' });
    const login = await findDialog('Entrar');
    await view.user.click(within(login).getByRole('button', { name: 'Esqueceu a senha?' }));
    const dialog = await findDialog('Esqueceu a senha');
    await view.user.type(field(dialog, /^nome de usuário/i), 'jogador01');
    await view.user.type(field(dialog, /^e-mail/i), 'ana.souza@sorte.example');
    await view.user.click(within(dialog).getByRole('button', { name: 'Enviar e-mail' }));
    await expectOnField(field(dialog, /^e-mail/i), 'E-mail not verified', 'ana.souza@sorte.example');
  });
});

describe('§8 our texts for 401 and 429, not the gateway’s English', () => {
  it('429 on login: our text with the Retry-After wait', async () => {
    const view = await renderApp(mock, { url: '/login', scenario: { failures: { login: 'rate-limited' } } });
    const dialog = await findDialog('Entrar');
    await view.user.type(within(dialog).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
    await view.user.type(within(dialog).getByLabelText(/^senha/i), 'Sorte2026');
    await view.user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Muitas tentativas seguidas. Tente novamente em 30 s');
    expect(alert).not.toHaveTextContent('Too many requests');
  });

  it('401: the session ends and the login popup says "You are not logged in, please login" in Portuguese', async () => {
    const view = await renderApp(mock);
    await logInFromHeader(view);
    mock.applyScenario({ failures: { balance: 'unauthorized' } });
    await view.user.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Atualizar saldo' }),
    );
    const dialog = await findDialog('Entrar');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Você não está conectado, faça login');
    expect(dialog).not.toHaveTextContent('You are not logged in');
  });
});
