import { FORM_DRAFT_PREFIX } from '@sorte/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionTokenAtom } from '../state/sessionAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../test/renderApp.tsx';
import { queryClientOf } from './queryClient.ts';

// Issue 22 item 7 "Nothing typed is lost": the drafts of money and contract forms survive a session expiry (back
// after logging in again, never a password) and a reload; a sent form, another account and a logout see none.
const mock = simulatedGatewayForFile();

type View = Awaited<ReturnType<typeof renderApp>>;

const UPLINE_FORM = 'Transferir para o superior';
const CONTRACT_FORM = 'Novo pedido de contrato';

/** The drafts in session storage, by key. */
function storedDrafts(): Record<string, string> {
  const drafts: Record<string, string> = {};
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith(FORM_DRAFT_PREFIX)) drafts[key] = sessionStorage.getItem(key) ?? '';
  return drafts;
}

async function logInWith(view: View, username: string) {
  const login = await findDialog('Entrar', 8000);
  const name = within(login).getByRole('textbox', { name: /^nome de usuário/i });
  await view.user.clear(name);
  await view.user.type(name, username);
  await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
  await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
}

async function loggedIn(username: string, path: string) {
  const view = await renderApp(mock, { url: '/login' });
  await logInWith(view, username);
  await view.router.navigate(path);
  return view;
}

/** The gateway answers the session as ended (HTTP 401) on the next call: the login popup opens, the page goes. */
async function expireSession(view: View) {
  const ended = ['balance', 'memberInfo', 'dailySalaryContracts', 'dividendContracts'] as const;
  mock.applyScenario({ failures: Object.fromEntries(ended.map((name) => [name, 'unauthorized'])) });
  await queryClientOf(view.store).invalidateQueries();
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).toBeNull(), { timeout: 8000 });
  mock.applyScenario({ failures: Object.fromEntries(ended.map((name) => [name, null])) });
}

async function logOut(view: View) {
  await view.user.click(await screen.findByRole('button', { name: /^(Ana Souza|Davi Nunes)/ }));
  await view.user.click(await screen.findByRole('button', { name: /^sair$/i }));
  await view.user.click(
    within(await screen.findByRole('dialog', { name: 'Sair' })).getByRole('button', { name: 'Sair' }),
  );
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).toBeNull());
}

const amountOf = (form: HTMLElement) => within(form).getByRole('textbox', { name: /^valor/i });
const findForm = (name: string) => screen.findByRole('form', { name }, { timeout: 8000 });
const depositAmount = () => screen.findByRole('textbox', { name: /^valor do depósito/i }, { timeout: 8000 });

describe('issue 22 item 7: nothing typed is lost', () => {
  it('a typed transfer amount survives a session expiry and is back after logging in again, the password empty', async () => {
    const view = await loggedIn('jogador01', '/member/transfer-upline');
    const form = await findForm(UPLINE_FORM);
    await view.user.type(amountOf(form), '75');
    await view.user.type(within(form).getByLabelText(/^senha de saque/i), '135790');
    await waitFor(() => expect(Object.values(storedDrafts())).toEqual([JSON.stringify({ amount: '75' })]));

    await expireSession(view);
    await waitFor(() => expect(screen.queryByRole('form', { name: UPLINE_FORM })).toBeNull());
    // Nothing typed is stored but the amount: never the withdraw password.
    expect(JSON.stringify(storedDrafts())).not.toContain('135790');

    await logInWith(view, 'jogador01');
    const again = await findForm(UPLINE_FORM);
    await waitFor(() => expect(amountOf(again)).toHaveValue('75'), { timeout: 5000 });
    expect(within(again).getByLabelText(/^senha de saque/i)).toHaveValue('');
  });

  it('a typed withdrawal (amount and PIX key) survives a session expiry, its withdraw password never', async () => {
    const view = await loggedIn('jogador01', '/member/withdraw');
    const amount = await screen.findByRole('textbox', { name: /^valor do saque/i }, { timeout: 8000 });
    await view.user.type(amount, '60');
    await view.user.type(screen.getByRole('textbox', { name: /^chave pix/i }), '529.982.247-25');
    await view.user.type(screen.getByLabelText(/^senha de saque/i), '135790');
    await waitFor(() => expect(JSON.stringify(storedDrafts())).toContain('529.982.247-25'));
    expect(JSON.stringify(storedDrafts())).not.toContain('135790');

    await expireSession(view);
    await logInWith(view, 'jogador01');
    await view.router.navigate('/member/withdraw');
    const again = await screen.findByRole('textbox', { name: /^valor do saque/i }, { timeout: 8000 });
    await waitFor(() => expect(again).toHaveValue('60'), { timeout: 5000 });
    expect(screen.getByRole('textbox', { name: /^chave pix/i })).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText(/^senha de saque/i)).toHaveValue('');
  });

  it('a typed contract request survives a session expiry and is back after logging in again', async () => {
    const view = await loggedIn('agente1', '/agentHome/contracts');
    const form = await findForm(CONTRACT_FORM);
    await within(form).findByRole('option', { name: 'agente2' }, { timeout: 5000 });
    await view.user.selectOptions(within(form).getByRole('combobox', { name: 'Subordinado' }), '20002');
    await view.user.selectOptions(within(form).getByRole('combobox', { name: 'Tipo de contrato' }), 'daily');
    await view.user.type(within(form).getByRole('textbox', { name: /^taxa/i }), '0,5');
    await view.user.type(within(form).getByRole('textbox', { name: /^membros ativos/i }), '2');

    await expireSession(view);
    await waitFor(() => expect(screen.queryByRole('form', { name: CONTRACT_FORM })).toBeNull());

    await logInWith(view, 'agente1');
    await view.router.navigate('/agentHome/contracts');
    const again = await findForm(CONTRACT_FORM);
    await waitFor(() => expect(within(again).getByRole('textbox', { name: /^taxa/i })).toHaveValue('0,5'), {
      timeout: 5000,
    });
    expect(within(again).getByRole('textbox', { name: /^membros ativos/i })).toHaveValue('2');
    expect(within(again).getByRole('combobox', { name: 'Subordinado' })).toHaveValue('20002');
    expect(within(again).getByRole('combobox', { name: 'Tipo de contrato' })).toHaveValue('daily');
  });

  it('a reload restores the deposit amount', async () => {
    const view = await loggedIn('jogador01', '/member/deposit');
    await view.user.type(await depositAmount(), '150');
    await waitFor(() => expect(Object.keys(storedDrafts())).toHaveLength(1));

    // The reload: a new page over the same session storage, the token read back from it.
    cleanup();
    const reloaded = await renderApp(mock, { url: '/' });
    reloaded.store.set(sessionTokenAtom, sessionStorage.getItem('token'));
    await reloaded.router.navigate('/member/deposit');
    await waitFor(async () => expect(await depositAmount()).toHaveValue('150'), { timeout: 8000 });
  });

  it('after a deposit was made its draft is gone, though the amount still shows', async () => {
    const view = await loggedIn('jogador01', '/member/deposit');
    await view.user.type(await depositAmount(), '150');
    await waitFor(() => expect(Object.keys(storedDrafts())).toHaveLength(1));
    await view.user.click(screen.getByRole('button', { name: 'Depositar' }));
    await screen.findByRole('textbox', { name: 'Código PIX copia e cola' }, { timeout: 5000 });
    expect(storedDrafts()).toEqual({});
  });

  it('after a transfer went through its draft is gone, also after the next login', async () => {
    const view = await loggedIn('jogador01', '/member/transfer-upline');
    const form = await findForm(UPLINE_FORM);
    await view.user.type(amountOf(form), '10');
    await view.user.type(within(form).getByLabelText(/^senha de saque/i), '135790');
    await waitFor(() => expect(Object.keys(storedDrafts())).toHaveLength(1));
    await view.user.click(within(form).getByRole('button', { name: 'Continuar' }));
    await view.user.click(await screen.findByRole('button', { name: 'Confirmar transferência' }));
    await screen.findByText('Transferência concluída', {}, { timeout: 5000 });
    expect(storedDrafts()).toEqual({});

    await expireSession(view);
    await logInWith(view, 'jogador01');
    const again = await findForm(UPLINE_FORM);
    // Member info is in (the header names the player): a draft would have been restored by now.
    await within(screen.getByRole('banner')).findByText(/Ana Souza/, {}, { timeout: 5000 });
    expect(amountOf(again)).toHaveValue('');
    expect(storedDrafts()).toEqual({});
  });

  it('another account logging in does not see it; its owner does', async () => {
    const view = await loggedIn('jogador01', '/member/deposit');
    await view.user.type(await depositAmount(), '150');
    await waitFor(() => expect(Object.keys(storedDrafts())).toHaveLength(1));
    await expireSession(view);

    await logInWith(view, 'semsaldo01');
    const theirs = await depositAmount();
    await within(screen.getByRole('banner')).findByText(/Davi Nunes/, {}, { timeout: 5000 });
    expect(theirs).toHaveValue('');
    // The other account's logout leaves jogador01's draft alone.
    await logOut(view);

    await view.router.navigate('/login');
    await logInWith(view, 'jogador01');
    await view.router.navigate('/member/deposit');
    await waitFor(async () => expect(await depositAmount()).toHaveValue('150'), { timeout: 8000 });
  });

  it('an explicit logout clears it', async () => {
    const view = await loggedIn('jogador01', '/member/transfer-upline');
    await view.user.type(amountOf(await findForm(UPLINE_FORM)), '75');
    await waitFor(() => expect(Object.keys(storedDrafts())).toHaveLength(1));

    await logOut(view);
    expect(storedDrafts()).toEqual({});

    await view.router.navigate('/login');
    await logInWith(view, 'jogador01');
    await view.router.navigate('/member/transfer-upline');
    const again = await findForm(UPLINE_FORM);
    await within(screen.getByRole('banner')).findByText(/Ana Souza/, {}, { timeout: 5000 });
    expect(amountOf(again)).toHaveValue('');
  });
});
