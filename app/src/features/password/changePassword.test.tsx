import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Spec §5 Change password: 'Please fill in your password with (min) - (max) characters', with the gateway's rule.
const mock = simulatedGatewayForFile();

async function openChangePassword(options: Parameters<typeof renderApp>[1] = {}) {
  const view = await renderApp(mock, { url: '/login', ...options });
  const login = await findDialog('Entrar');
  await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
  await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
  await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
  const member = await screen.findByRole('button', { name: /Ana Souza/ }, { timeout: 5000 });
  // The login leaves /login for home, and a navigation closes the member menu: open it once there.
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  await view.user.click(member);
  await view.user.click(await screen.findByRole('button', { name: 'Alterar senha' }, { timeout: 5000 }));
  const dialog = await findDialog('Alterar senha');
  return { ...view, dialog };
}

describe('change password: the length rule is the gateway’s (register settings’ password field, §5)', () => {
  it('hints and checks the gateway’s 8 - 20, not the configured 6 - 20', async () => {
    const { user, dialog } = await openChangePassword();
    expect(
      await within(dialog).findByText('De 8 a 20 caracteres.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/senha atual/i), 'Sorte2026');
    await user.type(within(dialog).getByLabelText(/^nova senha/i), 'Abc1234');
    await user.type(within(dialog).getByLabelText(/confirmar nova senha/i), 'Abc1234');
    await user.click(within(dialog).getByRole('button', { name: 'Alterar senha' }));
    expect(await within(dialog).findByText('Preencha a sua senha com 8 - 20 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^nova senha/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the configured rule when the register settings fail', async () => {
    const { dialog } = await openChangePassword({
      config: { passwordRule: { minLength: 7, maxLength: 18 } },
      scenario: { failures: { registerSettings: 'server-error' } },
    });
    expect(within(dialog).getByText('De 7 a 18 caracteres.')).toBeInTheDocument();
  });
});
