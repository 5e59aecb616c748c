import { createDeposit, createWithdrawal, runCashierControl } from '@sorte/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClientOf } from '../../lib/queryClient.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { findDialog, renderApp, simulatedGatewayForFile } from '../../test/renderApp.tsx';

// Issue 12 Deposit (depositv2), Withdraw (withdraw), §4 Withdrawal confirmation, §8 'Please enter withdraw
// password', 'Please enter receiving address', 'Please enter correct information'.
const mock = simulatedGatewayForFile();
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];

async function openPage(path: string, config = {}) {
  const view = await renderApp(mock, { url: '/login', config });
  const login = await findDialog('Entrar');
  await view.user.type(within(login).getByRole('textbox', { name: /^nome de usuário/i }), 'jogador01');
  await view.user.type(within(login).getByLabelText(/^senha/i), 'Sorte2026');
  await view.user.click(within(login).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(view.store.get(sessionTokenAtom)).not.toBeNull());
  await view.router.navigate(path);
  return view;
}

describe('issue 12: deposit by PIX', () => {
  it('makes one order with its copy-paste code, and shows it credited once the gateway credits it', async () => {
    const view = await openPage('/member/deposit');
    const amount = await screen.findByRole('textbox', { name: /^valor do depósito/i }, { timeout: 8000 });
    await view.user.type(amount, '5');
    await view.user.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(await screen.findByText(/O valor mínimo é R\$\s?10,00/)).toBeInTheDocument();
    expect(amount).toHaveValue('5');
    await view.user.clear(amount);
    await view.user.type(amount, '150');
    await view.user.click(screen.getByRole('button', { name: 'Depositar' }));
    const code = await screen.findByRole('textbox', { name: 'Código PIX copia e cola' }, { timeout: 5000 });
    expect((code as HTMLInputElement).value).toMatch(/^000201/);
    expect(runCashierControl(mock.db, { action: 'creditDeposit', account: 'jogador01' }).status).toBe(200);
    await screen.findByText('Depósito creditado', {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('1.673,75'), {
      timeout: 10_000,
    });
  });
});

describe('issue 12: a pending deposit from before (a reload, another tab)', () => {
  it('is shown instead of a new form, and followed until it is credited', async () => {
    const account = mock.db.findAccount('jogador01');
    if (!account) throw new Error('no jogador01');
    const before = createDeposit(mock.db, account, 'pix', 100);
    const view = await openPage('/member/deposit');
    const code = await screen.findByRole('textbox', { name: 'Código PIX copia e cola' }, { timeout: 8000 });
    expect(code).toHaveValue(before.instructions?.kind === 'PIX' ? before.instructions.copyPasteCode : '');
    expect(runCashierControl(mock.db, { action: 'creditDeposit', account: 'jogador01' }).status).toBe(200);
    // What a money event or a reconnection does: balances and the transactions' lists are read again.
    await queryClientOf(view.store).invalidateQueries();
    expect(await screen.findByText('Depósito creditado', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^valor do depósito/i })).toBeNull();
  });
});

describe('issue 12: withdraw, then §4 confirm it as partly received', () => {
  it('keeps what was typed on a refusal, sends once after the summary, and takes the confirmation with its proof', async () => {
    const view = await openPage('/member/withdraw');
    const amount = await screen.findByRole('textbox', { name: /^valor do saque/i }, { timeout: 8000 });
    await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Insira a senha de saque')).toBeInTheDocument();
    expect(screen.getByText('Insira o endereço de recebimento')).toBeInTheDocument();
    await view.user.type(amount, '200');
    await view.user.type(screen.getByRole('textbox', { name: /^chave pix/i }), '123');
    await view.user.type(screen.getByLabelText(/^senha de saque/i), '000000');
    await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Insira as informações corretas')).toBeInTheDocument();
    const key = screen.getByRole('textbox', { name: /^chave pix/i });
    await view.user.clear(key);
    await view.user.type(key, '529.982.247-25');
    await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
    await view.user.click(await screen.findByRole('button', { name: 'Confirmar saque' }));
    expect(await screen.findByText('Senha de saque incorreta', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^valor do saque/i })).toHaveValue('200');
    const password = screen.getByLabelText(/^senha de saque/i);
    await view.user.clear(password);
    await view.user.type(password, '135790');
    await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
    await view.user.dblClick(await screen.findByRole('button', { name: 'Confirmar saque' }));
    await screen.findByText('Aguardando aprovação', {}, { timeout: 5000 });
    expect(
      (mock.db.state.cashier?.withdrawals ?? []).filter((order) => order.accountId === '10001'),
    ).toHaveLength(1);

    expect(runCashierControl(mock.db, { action: 'approveWithdrawal', account: 'jogador01' }).status).toBe(
      200,
    );
    await queryClientOf(view.store).invalidateQueries();
    await view.user.click(
      await screen.findByRole('button', { name: 'Confirmar recebimento' }, { timeout: 5000 }),
    );
    const dialog = await findDialog('Você recebeu o saque?');
    await view.user.click(within(dialog).getByRole('radio', { name: /recebi só uma parte/i }));
    await view.user.type(within(dialog).getByRole('textbox', { name: /^valor recebido/i }), '100');
    expect(dialog).toHaveTextContent(/Falta receber\s*R\$\s?96,00/);
    const proof = new File([Uint8Array.from(PNG_HEAD)], 'comprovante.png', { type: 'image/png' });
    await view.user.upload(within(dialog).getByLabelText(/comprovante de pagamento/i), proof);
    await view.user.click(within(dialog).getByRole('button', { name: 'Enviar resposta' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Você recebeu o saque?' })).toBeNull(), {
      timeout: 5000,
    });
    const confirmed = (mock.db.state.cashier?.withdrawals ?? []).find((order) => order.accountId === '10001');
    expect(confirmed?.status).toBe('CONFIRMED');
    // Issue 23: a partial receipt is not a settled withdrawal: the card says what arrived, what is missing and what
    // happens next (it read "Concluído" and "Você confirmou o recebimento deste saque").
    expect(await screen.findByText('Recebido em parte', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText(/chegaram R\$\s?100,00 de R\$\s?196,00\. Faltam R\$\s?96,00/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Você confirmou o recebimento deste saque.')).toBeNull();
    expect(screen.queryByText('Concluído')).toBeNull();
  });
});

describe('issue 23 item 4: limits and the usual time before the player commits', () => {
  it('the deposit form shows the PIX channel’s day and time; the withdraw form the day, the count and the time', async () => {
    const view = await openPage('/member/deposit');
    const depositTerms = await screen.findByLabelText('Condições do depósito', {}, { timeout: 8000 });
    expect(depositTerms).toHaveTextContent(
      /Limite diárioR\$\s?100\.000,00Usado hojeR\$\s?0,00Restante hojeR\$\s?100\.000,00/,
    );
    expect(depositTerms).toHaveTextContent('PIX: em até 5 minutos');

    await view.router.navigate('/member/withdraw');
    const withdrawTerms = await screen.findByLabelText('Condições do saque', {}, { timeout: 8000 });
    expect(withdrawTerms).toHaveTextContent(/Usado hojeR\$\s?0,00Restante hojeR\$\s?100\.000,00/);
    expect(withdrawTerms).toHaveTextContent(/Saques hoje\s*0 de 5/);
    expect(withdrawTerms).toHaveTextContent('PIX: em até 30 minutos');
    // The demo player's free spins are still being wagered: their bonus is held by the rollover.
    expect(withdrawTerms).toHaveTextContent(
      /Retido pelo rollover de bônusR\$\s?14,50 · faltam R\$\s?287,60 em apostas/,
    );
  });

  it('§7 withdraw: an amount above what is left of the day is refused on its field, kept as typed', async () => {
    const player = mock.db.findAccount('jogador01');
    if (!player) throw new Error('the demo player is missing');
    // Today's withdrawals took all but R$ 500,00 of the R$ 100.000,00 a day (the balance given back for the test).
    createWithdrawal(mock.db, player, 99_500);
    player.balance += 99_500;
    const view = await openPage('/member/withdraw');
    const withdrawTerms = await screen.findByLabelText('Condições do saque', {}, { timeout: 8000 });
    expect(withdrawTerms).toHaveTextContent(/Restante hojeR\$\s?500,00/);
    const amount = screen.getByRole('textbox', { name: /^valor do saque/i });
    await view.user.type(amount, '600');
    await view.user.type(screen.getByRole('textbox', { name: /^chave pix/i }), '529.982.247-25');
    await view.user.type(screen.getByLabelText(/^senha de saque/i), '000000');
    await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(/Valor acima do que resta do limite de hoje: R\$\s?500,00/),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('600');
    expect(screen.queryByRole('button', { name: 'Confirmar saque' })).toBeNull();
  });
});

describe('issue 26 item 6: the payout clock under the Brazilian profile', () => {
  it('a withdrawal not yet paid shows what is left of its 120 minutes under BR', async () => {
    const player = mock.db.findAccount('jogador01');
    if (!player) throw new Error('the demo player is missing');
    createWithdrawal(mock.db, player, 200);
    await openPage('/member/withdraw', { jurisdiction: 'BR' });
    expect(await screen.findByText(/Pago em até 120 minutos/, {}, { timeout: 8000 })).toBeVisible();
    expect(screen.getByText('Aguardando aprovação')).toBeVisible();
  });

  it('without the Brazilian profile the same withdrawal has no payout clock', async () => {
    const player = mock.db.findAccount('jogador01');
    if (!player) throw new Error('the demo player is missing');
    createWithdrawal(mock.db, player, 200);
    await openPage('/member/withdraw');
    await screen.findByText('Aguardando aprovação', {}, { timeout: 8000 });
    expect(screen.queryByText(/Pago em até 120 minutos/)).toBeNull();
  });
});
