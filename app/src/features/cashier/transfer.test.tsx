import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Issue 12 Wallets (§7 Wallet: GCS_walletTransfer) and "Money actions never happen twice".
const mock = simulatedGatewayForFile();

async function openTransferPage(username = 'jogador01') {
  const view = await renderApp(mock, { url: '/login' });
  const login = await findDialog('Entrar');
  await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), username);
  await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
  await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
  await view.router.navigate('/member/transfer');
  const form = await screen.findByRole('form', { name: 'Transferência entre carteiras' }, { timeout: 8000 });
  return { view, form };
}

function transferRequests() {
  const keys: (string | null)[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/GCS_walletTransfer'))
      keys.push(request.headers.get('Idempotency-Key'));
  });
  return keys;
}

async function fillTransfer(view: Awaited<ReturnType<typeof renderApp>>, form: HTMLElement, amount: string) {
  await within(form).findByRole('option', { name: /Ao Vivo Studio/ }, { timeout: 5000 });
  await view.user.selectOptions(within(form).getByRole('combobox', { name: 'Carteira de jogo' }), 'AOVIVO');
  await view.user.type(within(form).getByRole('textbox', { name: /^valor/i }), amount);
}

describe('issue 12: moving money between the main wallet and a vendor wallet', () => {
  it('moves the amount once, however many times the button is pressed, and shows both balances after', async () => {
    const keys = transferRequests();
    const { view, form } = await openTransferPage();
    await fillTransfer(view, form, '100');
    const submit = within(form).getByRole('button', { name: 'Transferir' });
    await view.user.dblClick(submit);
    await screen.findByText('Transferência concluída', {}, { timeout: 5000 });
    expect(keys).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('1.423,75'));
  });

  it('after a timeout it says the outcome is unknown, re-reads, and a retry reuses the key: money moves once', async () => {
    const keys = transferRequests();
    const { view, form } = await openTransferPage();
    mock.applyScenario({ moneyCallFault: 'timeout' });
    await fillTransfer(view, form, '50');
    await view.user.click(within(form).getByRole('button', { name: 'Transferir' }));
    await screen.findByText(/Não sabemos se a operação foi concluída/, {}, { timeout: 20_000 });
    await view.user.click(await screen.findByRole('button', { name: 'Enviar de novo' }));
    await screen.findByText('Transferência concluída', {}, { timeout: 5000 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('1.473,75'));
  });
});

describe('issue 23 item 4: what can be withdrawn and what a rollover holds, beside the balance', () => {
  async function walletsOf(scenario?: NonNullable<Parameters<typeof renderApp>[1]>['scenario']) {
    const view = await renderApp(mock, { url: '/login', ...(scenario ? { scenario } : {}) });
    const login = await findDialog('Entrar');
    await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
    await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
    await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
    await view.router.navigate('/member/transfer');
    return screen.findByRole('region', { name: 'Carteiras' }, { timeout: 8000 });
  }

  it('shows "Sacável" and the free spins held by their rollover, with what is left to wager', async () => {
    const wallets = await walletsOf();
    const split = (await within(wallets).findByText('Sacável', {}, { timeout: 8000 })).closest('dl');
    expect(split).toHaveTextContent(/SacávelR\$\s?1\.509,25/);
    expect(split).toHaveTextContent(
      /Retido pelo rollover de bônusR\$\s?14,50 · faltam R\$\s?287,60 em apostas/,
    );
  });

  it('withdrawInfo 404: the balance alone, nothing split', async () => {
    const wallets = await walletsOf({ failures: { withdrawInfo: 'missing' } });
    await within(wallets).findByText(/R\$\s?1\.523,75/, {}, { timeout: 8000 });
    expect(within(wallets).queryByText('Sacável')).toBeNull();
    expect(within(wallets).queryByText('Retido pelo rollover de bônus')).toBeNull();
  });
});
