import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Spec §2 Member centre menu (/member), §4 "Member centre and agent centre: open only for logged-in non-trial
// users", §6 Anonymous visitor / Trial account, §7 "Unread message count and balance refresh on member area load".
const mock = simulatedGatewayForFile();

async function logIn(view: Awaited<ReturnType<typeof renderApp>>, username: string) {
  const login = await findDialog('Entrar');
  await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), username);
  await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
  await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
}

function requestsTo(suffix: string) {
  const seen: string[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(suffix)) seen.push(request.url);
  });
  return seen;
}

const memberMenu = () => screen.findByRole('navigation', { name: 'Central do membro' }, { timeout: 5000 });

describe('§2 the member centre at /member', () => {
  it('§6 a visitor gets the login popup, and lands on the page asked for after logging in', async () => {
    const view = await renderApp(mock, { url: '/member/transfer-upline' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    await logIn(view, 'jogador01');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/member/transfer-upline'));
    const menu = await memberMenu();
    expect(within(menu).getByRole('link', { name: /transferir para o superior/i })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('issue 26 item 1: under "jurisdiction": "BR" the transfer to the upline is not in the menu, and its address says why', async () => {
    const view = await renderApp(mock, { url: '/member/transfer-upline', config: { jurisdiction: 'BR' } });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    await logIn(view, 'jogador01');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/member/transfer-upline'));
    // Under BR the login's risk warning comes first (loginRiskWarning.test.tsx); answered, the page is reachable.
    const warning = await findDialog('Aviso');
    await view.user.click(within(warning).getByRole('button', { name: 'Confirmar' }));
    const menu = await memberMenu();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).not.toContain('/member/transfer-upline');
    expect(await screen.findByText(/contas em seu próprio nome/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/senha de saque/i)).toBeNull();
  });

  it("lists the built pages in the spec's order (the cashier history after withdraw, issue 23), each its own link, and refreshes balance and unread count", async () => {
    const balanceCalls = requestsTo('/wps/v2/wallets/balance');
    const unreadCalls = requestsTo('/CSP_unreadCount');
    const view = await renderApp(mock, { url: '/login' });
    await logIn(view, 'jogador01');
    await waitFor(() => expect(unreadCalls.length).toBeGreaterThan(0));
    const before = { balance: balanceCalls.length, unread: unreadCalls.length };
    await view.router.navigate('/member');
    const menu = await memberMenu();
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/member/security',
      '/member/transfer',
      '/member/deposit',
      '/member/withdraw',
      '/member/cashier-history',
      '/member/transfer-upline',
      '/member/bets',
      '/member/transactions',
      '/member/profit',
      '/member/bonus',
      '/member/rewards',
      '/member/referral',
      '/member/missions',
      '/member/messages',
      '/member/rebate',
      '/member/limits',
    ]);
    await waitFor(() => expect(balanceCalls.length).toBeGreaterThan(before.balance));
    await waitFor(() => expect(unreadCalls.length).toBeGreaterThan(before.unread));
    // §3 merchantWallet: the vendor wallets, kept as the wallets' summary reads them.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('merchantWallet') ?? 'null')).toContainEqual({
        vendor: 'AOVIVO',
        name: 'Ao Vivo Studio',
      }),
    );
  });

  it('§7 consolidated funds fill the §3 session keys consolidated, enableSalary and enableContract', async () => {
    const view = await renderApp(mock, { url: '/login' });
    await logIn(view, 'agente1');
    await view.router.navigate('/member');
    await memberMenu();
    await waitFor(() => expect(sessionStorage.getItem('enableContract')).toBe('true'));
    expect(sessionStorage.getItem('enableSalary')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('consolidated') ?? '{}')).toMatchObject({ divtypereq: true });
  });

  it('an unknown or unbuilt page leads back to the menu', async () => {
    const view = await renderApp(mock, { url: '/login' });
    await logIn(view, 'jogador01');
    await view.router.navigate('/member/no-such-page');
    await memberMenu();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/member'));
  });

  it("§6 a trial account is told 'in_need_true_account' and goes home", async () => {
    const view = await renderApp(mock, { url: '/login' });
    await logIn(view, 'teste01');
    await screen.findByText('Teste', {}, { timeout: 5000 });
    await view.router.navigate('/member/deposit');
    const warning = await findDialog(/aviso|atenção/i);
    expect(warning).toHaveTextContent('Este recurso precisa de uma conta real');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('navigation', { name: 'Central do membro' })).toBeNull();
  });
});

describe('§2 the member-centre popup, opened on its flag', () => {
  it("the member dropdown's deposit opens the deposit page over the current page, which stays", async () => {
    const view = await renderApp(mock, { url: '/login' });
    await logIn(view, 'jogador01');
    await view.router.navigate('/rng');
    await view.user.click(await screen.findByRole('button', { name: /^Ana Souza/ }, { timeout: 5000 }));
    await view.user.click(await screen.findByRole('button', { name: 'Depositar' }, { timeout: 5000 }));
    const popup = await findDialog('Depósito', 8000);
    expect(
      await within(popup).findByRole('textbox', { name: /^valor do depósito/i }, { timeout: 8000 }),
    ).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/rng');
    await view.user.click(within(popup).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Depósito' })).toBeNull());
  });
});
