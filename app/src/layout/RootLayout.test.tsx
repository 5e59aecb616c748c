import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionTokenAtom } from '../state/sessionAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../test/renderApp.tsx';

const mock = simulatedGatewayForFile();

async function logIn(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  username: string,
  password: string,
) {
  await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Entrar' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: /^nome de usuário/i }), username);
  await user.type(within(dialog).getByLabelText(/^senha/i), password);
  await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
  return dialog;
}

describe('spec §2 Layout and §4 login journey through the whole app', () => {
  it('logs a player in from the header, shows the member and balance, and logs out through the confirm dialog', async () => {
    const { user, store } = await renderApp(mock);
    await logIn(user, 'jogador01', 'Sorte2026');
    const memberButton = await screen.findByRole('button', { name: /Ana Souza/ });
    expect(store.get(sessionTokenAtom)).not.toBeNull();
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByText(/1\.523,75/)).toBeInTheDocument(),
    );

    await user.click(memberButton);
    await user.click(await screen.findByRole('button', { name: /^sair$/i }));
    const confirm = await screen.findByRole('dialog', { name: 'Sair' });
    await user.click(within(confirm).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(store.get(sessionTokenAtom)).toBeNull());
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('forces a password change after a login with the default password, then goes home logged in (§4 After login)', async () => {
    const { user, store, router } = await renderApp(mock, { url: '/login' });
    const loginDialog = await screen.findByRole('dialog');
    await user.type(within(loginDialog).getByRole('textbox', { name: /^nome de usuário/i }), 'novato01');
    await user.type(within(loginDialog).getByLabelText(/^senha/i), 'Sorte@123');
    await user.click(within(loginDialog).getByRole('button', { name: 'Entrar' }));

    const change = await findDialog('Alterar senha');
    // The old password was just typed: it is not asked again, and there is no way around the change.
    expect(within(change).queryByLabelText(/senha atual/i)).toBeNull();
    expect(within(change).queryByRole('button', { name: /fechar/i })).toBeNull();

    await user.type(within(change).getByLabelText(/^nova senha/i), 'NovaSenha7');
    await user.type(within(change).getByLabelText(/confirmar nova senha/i), 'NovaSenha8');
    await user.click(within(change).getByRole('button', { name: 'Alterar senha' }));
    expect(await within(change).findByText('A senha de confirmação não está correta.')).toBeInTheDocument();
    // Nothing the user typed is lost.
    expect(within(change).getByLabelText(/^nova senha/i)).toHaveValue('NovaSenha7');

    const confirmField = within(change).getByLabelText(/confirmar nova senha/i);
    await user.clear(confirmField);
    await user.type(confirmField, 'NovaSenha7');
    await user.click(within(change).getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alterar senha' })).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.get(sessionTokenAtom)).not.toBeNull();
    expect(await screen.findByRole('button', { name: /Bruno Costa/ })).toBeInTheDocument();
  });

  it.each([
    ['a path on this site', '/nao-existe?x=1', '/nao-existe'],
    ['another origin (refused)', '//evil.example/steal', '/'],
  ])('after a guarded redirect to /login, returns to %s', async (_case, redirect, expected) => {
    const { user, router } = await renderApp(mock, {
      url: `/login?redirect=${encodeURIComponent(redirect)}`,
    });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
    await user.type(within(dialog).getByLabelText(/^senha/i), 'Sorte2026');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  });

  it('shows the maintenance page instead of the site when the system status is 1 (§4 System status)', async () => {
    await renderApp(mock, { scenario: { systemStatus: 1 } });
    // The shell may paint while the status call is in flight; the maintenance page then replaces it.
    expect(await screen.findByRole('heading', { level: 1, name: /manutenção/i })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the region-blocked page with the visitor IP when the system status is 2', async () => {
    await renderApp(mock, { scenario: { systemStatus: 2, visitorIp: '203.0.113.9' } });
    expect(await screen.findByText('203.0.113.9')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows a not-found page inside the shell for an unknown path', async () => {
    await renderApp(mock, { url: '/nao-existe' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: /início|página inicial/i }),
    ).toBeInTheDocument();
  });

  it('lists the social channels from permission info that pass the links allowlist', async () => {
    await renderApp(mock, { config: { allowedLinkHosts: ['t.me'] } });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: /Telegram/ })).toHaveAttribute(
      'href',
      'https://t.me/sorte_demo',
    );
    expect(within(footer).queryByRole('link', { name: /Instagram/ })).toBeNull();
  });

  it('issue 26 items 1 and 5: the footer links the responsible gaming page; the national self-exclusion platform only under BR', async () => {
    await renderApp(mock);
    const footer = await screen.findByRole('contentinfo');
    const responsible = within(footer).getAllByRole('link', { name: 'Jogo responsável' });
    expect(responsible.map((link) => link.getAttribute('href'))).toContain('/responsible-gaming');
    expect(within(footer).queryByRole('link', { name: /gov\.br/ })).toBeNull();
  });

  it('issue 26 item 1: under "jurisdiction": "BR" the footer of every page links the national self-exclusion platform', async () => {
    await renderApp(mock, { url: '/promotions', config: { jurisdiction: 'BR' } });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: /gov\.br/ })).toHaveAttribute(
      'href',
      'https://www.gov.br/autoexclusaoapostas',
    );
  });

  it('switches the theme from the side menu and keeps the choice for the next visit', async () => {
    const { user } = await renderApp(mock);
    const dark = await screen.findByRole('radio', { name: 'Escuro' }, { timeout: 5000 });
    await user.click(dark);
    expect(dark).toBeChecked();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(localStorage.getItem('sorte.theme')).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'Sistema' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBeUndefined());
    expect(localStorage.getItem('sorte.theme')).toBeNull();
  });

  it('announces when the connection drops and clears the notice when it returns', async () => {
    await renderApp(mock);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText(/sem conexão/i)).toBeInTheDocument();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/sem conexão/i)).toBeNull());
  });
});
