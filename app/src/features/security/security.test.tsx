import { DEMO_WITHDRAW_PASSWORD } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInFromHeader } from '../../test/lobbyTestKit.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

const mock = simulatedGatewayForFile();
const WAIT = { timeout: 5000 };

async function openSecurity(username = 'jogador01') {
  const view = await renderApp(mock, { url: '/' });
  await logInFromHeader(view, username);
  await view.router.navigate('/member/security');
  await screen.findByRole('heading', { name: 'Contatos vinculados' }, WAIT);
  return view;
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('member centre securityCenter', () => {
  it('shows the bound mobile number and e-mail masked', async () => {
    await openSecurity();
    // The personal data section shows them masked too: these are the bound contacts'.
    const contacts = screen
      .getByRole('heading', { name: 'Contatos vinculados' })
      .closest('section') as HTMLElement;
    expect(within(contacts).getByText('+55 11••••••321')).toBeInTheDocument();
    expect(within(contacts).getByText('an•••@sorte.example')).toBeInTheDocument();
    expect(screen.queryByText(/11987654321|ana\.souza/)).toBeNull();
  });

  it('changes the withdraw password: the wrong current one is refused under its field, nothing typed is lost', async () => {
    const view = await openSecurity();
    await view.user.type(field(/^Senha de saque atual/), '000000');
    await view.user.type(field(/^Nova senha de saque/), '246802');
    await view.user.type(field(/^Confirmar senha de saque/), '246802');
    await view.user.click(screen.getByRole('button', { name: 'Salvar senha de saque' }));
    await waitFor(() =>
      expect(field(/^Senha de saque atual/)).toHaveAccessibleDescription('Withdraw password is incorrect'),
    );
    expect(field(/^Nova senha de saque/)).toHaveValue('246802');

    await view.user.clear(field(/^Senha de saque atual/));
    await view.user.type(field(/^Senha de saque atual/), DEMO_WITHDRAW_PASSWORD);
    await view.user.click(screen.getByRole('button', { name: 'Salvar senha de saque' }));
    expect(await screen.findByText('Senha de saque salva.', {}, WAIT)).toBeInTheDocument();
    expect(mock.db.findAccount('jogador01')?.withdrawPassword).toBe('246802');
  });

  it('an account without a withdraw password sets one (no current one asked)', async () => {
    const account = mock.db.findAccount('semsaldo01');
    if (account) account.withdrawPassword = undefined;
    const view = await openSecurity('semsaldo01');
    expect(screen.getByRole('heading', { name: 'Criar senha de saque' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Senha de saque atual/)).toBeNull();
    await view.user.type(field(/^Nova senha de saque/), '12345');
    await view.user.type(field(/^Confirmar senha de saque/), '12345');
    await view.user.click(screen.getByRole('button', { name: 'Salvar senha de saque' }));
    expect(field(/^Nova senha de saque/)).toHaveAccessibleDescription(/A senha de saque tem 6 dígitos/);
    await view.user.type(field(/^Nova senha de saque/), '6');
    await view.user.type(field(/^Confirmar senha de saque/), '6');
    await view.user.click(screen.getByRole('button', { name: 'Salvar senha de saque' }));
    expect(await screen.findByText('Senha de saque salva.', {}, WAIT)).toBeInTheDocument();
    expect(mock.db.findAccount('semsaldo01')?.withdrawPassword).toBe('123456');
  });

  it('change password opens the site’s change-password popup', async () => {
    const view = await openSecurity();
    await view.user.click(
      within(screen.getByRole('region', { name: 'Senha de login' })).getByRole('button', {
        name: 'Alterar senha',
      }),
    );
    expect(await findDialog('Alterar senha')).toBeInTheDocument();
  });
});
