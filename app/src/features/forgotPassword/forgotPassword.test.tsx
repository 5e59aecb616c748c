import type { ScenarioPatch } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

async function openForgot(scenario?: ScenarioPatch) {
  const view = await renderApp(mock, { url: '/login', ...(scenario ? { scenario } : {}) });
  const login = await findDialog('Entrar');
  await view.user.click(within(login).getByRole('button', { name: 'Esqueceu a senha?' }));
  const dialog = await findDialog('Esqueceu a senha');
  return { ...view, dialog };
}

const field = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input' });

describe('spec §2 Forgot password popup, §4 Forgot password, §8', () => {
  it('by e-mail: shows the "been out" confirmation', async () => {
    const { user, dialog } = await openForgot();
    await user.type(field(dialog, /^nome de usuário/i), 'jogador01');
    await user.type(field(dialog, /^e-mail/i), 'ana.souza@sorte.example');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar e-mail' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'O e-mail foi enviado, verifique a sua caixa de entrada',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Voltar para entrar' }));
    expect(await findDialog('Entrar')).toBeInTheDocument();
  });

  it("by e-mail: 'Username/Email does not exist', translated, and the form keeps what was typed", async () => {
    const { user, dialog } = await openForgot();
    await user.type(field(dialog, /^nome de usuário/i), 'jogador01');
    await user.type(field(dialog, /^e-mail/i), 'outra@sorte.example');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar e-mail' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('O nome de usuário/e-mail não existe');
    expect(field(dialog, /^e-mail/i)).toHaveValue('outra@sorte.example');
  });

  it('by mobile (CHNGPASSVERIF3 opens on that tab): the new password logs the user in and goes to /', async () => {
    const { user, store, router, dialog } = await openForgot({ whiteLabel: { CHNGPASSVERIF3: true } });
    expect(within(dialog).getByRole('tab', { name: 'Celular' })).toHaveAttribute('aria-selected', 'true');
    await user.type(field(dialog, /^número de celular/i), '11987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /\d+ s/ })).toBeDisabled());
    await user.type(field(dialog, /^código sms/i), '123456');
    await user.type(field(dialog, /^nova senha/i), 'NovaSenha9');
    await user.type(field(dialog, /^confirmar nova senha/i), 'NovaSenha9');
    await user.click(within(dialog).getByRole('button', { name: 'Redefinir senha' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Esqueceu a senha' })).toBeNull());
    expect(store.get(sessionTokenAtom)).not.toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: /Ana Souza/ })).toBeInTheDocument();
  });

  it('without the phone method there is only the e-mail form', async () => {
    const { dialog } = await openForgot({
      whiteLabel: { CHNGPASSVERIF3: false, MOBILEVERCODELOGIN3: false },
    });
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    expect(field(dialog, /^e-mail/i)).toBeInTheDocument();
  });
});
