import { failures } from '@sorte/mocks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AppView, logInFromHeader } from '../../test/lobbyTestKit.ts';
import { renderApp, simulatedGatewayForFile, TEST_GATEWAY } from '../../test/renderApp.tsx';

// Issue 22 item 6: unsure money is resolved before anything else. After a withdrawal's answer is lost the form is
// locked on it until the withdrawals read again say whether it was made; a changed amount is a new withdrawal only
// once the first is known not to exist; nothing on screen is the gateway's English.
const mock = simulatedGatewayForFile();

const withdrawalsOf = (accountId: string) =>
  (mock.db.state.cashier?.withdrawals ?? []).filter((order) => order.accountId === accountId);

const ENGLISH = /idempotency|request|withdrawal|another/i;

async function reviewWithdrawal(view: AppView, amount: string) {
  const field = await screen.findByRole('textbox', { name: /^valor do saque/i }, { timeout: 8000 });
  await view.user.clear(field);
  await view.user.type(field, amount);
  const key = screen.getByRole('textbox', { name: /^chave pix/i });
  await view.user.clear(key);
  await view.user.type(key, '529.982.247-25');
  const password = screen.getByLabelText(/^senha de saque/i);
  await view.user.clear(password);
  await view.user.type(password, '135790');
  await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
  return screen.findByRole('button', { name: 'Confirmar saque' });
}

async function openWithdraw() {
  const view = await renderApp(mock, { url: '/' });
  await logInFromHeader(view);
  await view.router.navigate('/member/withdraw');
  return view;
}

describe('issue 22 item 6: an unsure withdrawal', () => {
  it('whose answer was lost after it was made is found, and nothing else could be sent meanwhile', async () => {
    const view = await openWithdraw();
    const confirm = await reviewWithdrawal(view, '30');
    mock.applyScenario({ moneyCallFault: 'timeout' });
    // The withdrawals cannot be read at first: the form stays locked on the unsure withdrawal.
    mock.server.use(failures.serverError('withdrawOrders', { baseUrl: TEST_GATEWAY }));
    await view.user.click(confirm);
    expect(
      await screen.findByText(
        /Ainda não sabemos se o seu saque de R\$\s?30,00 foi feito/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Verificando seu saque' })).toBeVisible();
    // Locked on the unsure withdrawal: no way back to change the amount, no second confirm.
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirmar saque' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^valor do saque/i })).toBeNull();
    expect(withdrawalsOf('10001')).toHaveLength(1);
    mock.server.resetHandlers();
    await view.user.click(screen.getByRole('button', { name: 'Conferir novamente' }));
    expect(
      await screen.findByText(/Seu saque de R\$\s?30,00 foi registrado/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^valor do saque/i })).toHaveValue('');
    expect(withdrawalsOf('10001')).toHaveLength(1);
    expect(withdrawalsOf('10001')[0]?.amount).toBe(30);
    expect(document.body.textContent).not.toMatch(ENGLISH);
  });

  it('that never reached the gateway is known absent; a changed amount is then one new withdrawal', async () => {
    const view = await openWithdraw();
    const before = withdrawalsOf('10001').map((order) => order.id);
    const confirm = await reviewWithdrawal(view, '40');
    mock.applyScenario({ moneyCallFault: 'timeout-before' });
    await view.user.click(confirm);
    expect(
      await screen.findByText(/Seu saque de R\$\s?40,00 não foi feito/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The form is back as typed: the player changes the amount and sends once.
    expect(screen.getByRole('textbox', { name: /^valor do saque/i })).toHaveValue('40');
    await view.user.click(await reviewWithdrawal(view, '45'));
    await waitFor(() => expect(withdrawalsOf('10001')).toHaveLength(before.length + 1), { timeout: 5000 });
    const made = withdrawalsOf('10001').filter((order) => !before.includes(order.id));
    expect(made.map((order) => order.amount)).toEqual([45]);
    expect(document.body.textContent).not.toMatch(ENGLISH);
  });
});
