import type { MoneyEvent } from '@sorte/domain/cashier-model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCashierControl } from './cashierControl.ts';
import { cashierTable, onMoneyEvent } from './cashierState.ts';
import { DEMO_WITHDRAW_PASSWORD } from './fixtures/accounts.ts';
import { CONFIRM_TIMEOUT_MINUTES, PIX_CODE_MINUTES } from './fixtures/cashier.ts';
import { CASHIER_REFUSALS } from './handlers/index.ts';
import { moneySocketSession, SOCKET_UNAUTHORIZED } from './moneySocket.ts';
import { scenarioFromSearchParams } from './scenarios.ts';
import { memberSession, mockGatewayForFile, rejection } from './test/mockGateway.ts';

let now = Date.parse('2026-11-25T21:00:00.000Z');
const mock = mockGatewayForFile();
mock.db.now = () => now;
afterEach(() => {
  now = Date.parse('2026-11-25T21:00:00.000Z');
});

/** An AES session (as the demo config) whose login resolves to itself. */
function session(options: { timeoutMs?: number } = {}) {
  const member = memberSession({ aes: true, ...options });
  return {
    ...member,
    async login(username = 'jogador01') {
      await member.login(username);
      return this;
    },
  };
}

function events(): MoneyEvent[] {
  const seen: MoneyEvent[] = [];
  onMoneyEvent(mock.db, (_account, event) => seen.push(event));
  return seen;
}

const key = (() => {
  let n = 0;
  return () => `key-${++n}`;
})();
const pix = { kind: 'PIX', keyType: 'EMAIL', key: 'ana.souza@sorte.example' } as const;

describe('wallets: transfers between main and a vendor wallet', () => {
  it('moves money both ways and brings everything back to main, never below zero', async () => {
    const { gw } = await session().login();
    const before = await gw.cashier.vendorWallets();
    expect(before.map((wallet) => [wallet.vendor, wallet.balance, wallet.available])).toEqual([
      ['SOLX', 250, true],
      ['AOVIVO', 80.5, true],
      ['GOL', 0, true],
      ['MARE', 0, false],
    ]);
    const after = await gw.cashier.transfer(
      { direction: 'toVendor', vendor: 'GOL', amount: 23.75 },
      { idempotencyKey: key() },
    );
    expect(after.balance).toBe(1500);
    expect(after.wallets?.find((wallet) => wallet.vendor === 'GOL')?.balance).toBe(23.75);

    const tooMuch = await rejection(
      gw.cashier.transfer({ direction: 'toMain', vendor: 'GOL', amount: 23.76 }, { idempotencyKey: key() }),
    );
    expect(tooMuch).toMatchObject({ kind: 'rejected', code: CASHIER_REFUSALS.insufficient.code });
    const maintenance = await rejection(
      gw.cashier.transfer({ direction: 'toVendor', vendor: 'MARE', amount: 1 }, { idempotencyKey: key() }),
    );
    expect(maintenance.code).toBe(CASHIER_REFUSALS.vendorUnavailable.code);

    const allBack = await gw.cashier.transferAllToMain({ idempotencyKey: key() });
    expect(allBack.balance).toBe(1523.75 + 250 + 80.5);
    expect(allBack.wallets?.every((wallet) => wallet.balance === 0)).toBe(true);
    await expect(gw.wallet.balance()).resolves.toMatchObject({ balance: 1854.25, isSingle: false });
  });

  it('a single-wallet account has no vendor wallets and cannot transfer', async () => {
    const { gw } = await session().login('agente2');
    await expect(gw.cashier.vendorWallets()).resolves.toEqual([]);
    const refused = await rejection(gw.cashier.transferAllToMain({ idempotencyKey: key() }));
    expect(refused.code).toBe(CASHIER_REFUSALS.singleWallet.code);
  });
});

describe('idempotency: one key, one movement', () => {
  it('a double submit with the same key moves money once and answers the first answer twice', async () => {
    const { gw } = await session().login();
    const same = { idempotencyKey: 'double-click' };
    const body = { direction: 'toVendor', vendor: 'SOLX', amount: 100 } as const;
    const [first, second] = await Promise.all([
      gw.cashier.transfer(body, same),
      gw.cashier.transfer(body, same),
    ]);
    expect(second).toEqual(first);
    await expect(gw.wallet.balance()).resolves.toMatchObject({ balance: 1423.75 });
    const again = await gw.cashier.transfer(body, same);
    expect(again).toEqual(first);
    await expect(gw.wallet.balance()).resolves.toMatchObject({ balance: 1423.75 });
  });

  it('the same key with another request is refused (422) and moves nothing', async () => {
    const { gw } = await session().login();
    await gw.cashier.deposit({ channelId: 'pix', amount: 100 }, { idempotencyKey: 'k' });
    const refused = await rejection(
      gw.cashier.deposit({ channelId: 'pix', amount: 200 }, { idempotencyKey: 'k' }),
    );
    expect(refused).toMatchObject({ kind: 'rejected', status: 422, code: CASHIER_REFUSALS.keyReused.code });
    expect(await gw.cashier.depositOrders()).toHaveLength(1);
  });

  it('a money call without an Idempotency-Key is refused', async () => {
    const { gw } = await session().login();
    const refused = await rejection(gw.call('deposit', { channelId: 'pix', amount: 100 }));
    expect(refused).toMatchObject({ status: 400, code: CASHIER_REFUSALS.keyRequired.code });
  });

  it('timeout after apply: the withdrawal went through; a re-read shows it, the retry with the key returns it, nothing moves twice', async () => {
    const { gw } = await session({ timeoutMs: 200 }).login();
    mock.applyScenario({ moneyCallFault: 'timeout' });
    const intent = { idempotencyKey: 'w-unsure' };
    const submission = { amount: 100, account: pix, withdrawPassword: DEMO_WITHDRAW_PASSWORD };
    expect((await rejection(gw.cashier.withdraw(submission, intent))).kind).toBe('timeout');
    expect(mock.db.scenario.moneyCallFault).toBeNull();
    // Re-read before retrying: the balance and the withdrawals say it was taken.
    await expect(gw.wallet.balance()).resolves.toMatchObject({ balance: 1423.75 });
    const [held] = await gw.cashier.withdrawals();
    expect(held).toMatchObject({ status: 'PENDING', amount: 100 });
    const retried = await gw.cashier.withdraw(submission, intent);
    expect(retried.id).toBe(held?.id);
    await expect(gw.wallet.balance()).resolves.toMatchObject({ balance: 1423.75 });
    expect(await gw.cashier.withdrawals()).toHaveLength(1);
  });

  it('timeout before apply: nothing was taken and the withdrawals do not list it (issue 22 item 6)', async () => {
    const { gw } = await session({ timeoutMs: 200 }).login();
    mock.applyScenario({ moneyCallFault: 'timeout-before' });
    const submission = { amount: 100, account: pix, withdrawPassword: DEMO_WITHDRAW_PASSWORD };
    expect((await rejection(gw.cashier.withdraw(submission, { idempotencyKey: 'w-lost' }))).kind).toBe(
      'timeout',
    );
    expect(mock.db.scenario.moneyCallFault).toBeNull();
    await expect(gw.wallet.balance()).resolves.toMatchObject({ balance: 1523.75 });
    expect(await gw.cashier.withdrawals()).toHaveLength(0);
  });

  it.each(['server-error', 'network-error'] as const)(
    '%s after apply: the transfer happened once',
    async (fault) => {
      const { gw } = await session().login();
      mock.applyScenario({ moneyCallFault: fault });
      const body = { direction: 'toVendor', vendor: 'SOLX', amount: 10 } as const;
      const error = await rejection(gw.cashier.transfer(body, { idempotencyKey: 'unsure' }));
      expect(error.kind).toBe(fault === 'server-error' ? 'server' : 'network');
      await gw.cashier.transfer(body, { idempotencyKey: 'unsure' });
      await expect(gw.wallet.balance()).resolves.toMatchObject({ balance: 1513.75 });
    },
  );
});

describe('deposit: pending until the gateway credits it', () => {
  it('a PIX deposit is PENDING with a copy-paste code; credited, the balance rises and depositCredited is sent', async () => {
    const seen = events();
    const { gw } = await session().login();
    const channels = await gw.cashier.depositChannels();
    expect(channels.map((channel) => channel.kind)).toEqual(['PIX', 'BANK']);
    const order = await gw.cashier.deposit({ channelId: 'pix', amount: 150 }, { idempotencyKey: key() });
    expect(order).toMatchObject({ status: 'PENDING', amount: 150, instructions: { kind: 'PIX' } });
    expect(Date.parse(order.expiresAt ?? '') - now).toBe(PIX_CODE_MINUTES * 60_000);
    await expect(gw.cashier.depositStatus(order.id)).resolves.toMatchObject({ status: 'PENDING' });
    await expect(gw.wallet.balance()).resolves.toMatchObject({ balance: 1523.75 });

    expect(runCashierControl(mock.db, { action: 'creditDeposit', account: 'jogador01' }).status).toBe(200);
    await expect(gw.cashier.depositStatus(order.id)).resolves.toMatchObject({ status: 'CREDITED' });
    await expect(gw.wallet.balance()).resolves.toMatchObject({ balance: 1673.75 });
    expect(seen).toEqual([
      { kind: 'depositCredited', transactionId: order.id, amount: 150, balance: 1673.75 },
    ]);
  });

  it('a PIX code expires; an expired deposit cannot be credited', async () => {
    const { gw } = await session().login();
    const order = await gw.cashier.deposit({ channelId: 'pix', amount: 50 }, { idempotencyKey: key() });
    now += PIX_CODE_MINUTES * 60_000;
    await expect(gw.cashier.depositStatus(order.id)).resolves.toMatchObject({ status: 'EXPIRED' });
    expect(runCashierControl(mock.db, { action: 'creditDeposit' }).status).toBe(404);
  });

  it('a failed deposit sends depositFailed; a bank deposit carries the account to pay; limits are checked', async () => {
    const seen = events();
    const { gw } = await session().login();
    const bank = await gw.cashier.deposit({ channelId: 'ted', amount: 500 }, { idempotencyKey: key() });
    expect(bank.instructions).toMatchObject({ kind: 'BANK', reference: bank.id });
    runCashierControl(mock.db, { action: 'failDeposit', id: bank.id });
    expect(seen.map((event) => event.kind)).toEqual(['depositFailed']);
    const tooSmall = await rejection(
      gw.cashier.deposit({ channelId: 'ted', amount: 10 }, { idempotencyKey: key() }),
    );
    expect(tooSmall.code).toBe(CASHIER_REFUSALS.amountOutOfLimits.code);
  });
});

describe('withdraw: password, balance, then the §4 lifecycle', () => {
  it('a wrong withdraw password is refused with its code; nothing is held', async () => {
    const { gw } = await session().login();
    const refused = await rejection(
      gw.cashier.withdraw(
        { amount: 100, account: pix, withdrawPassword: '000000' },
        { idempotencyKey: key() },
      ),
    );
    expect(refused).toMatchObject({ kind: 'rejected', code: CASHIER_REFUSALS.wrongWithdrawPassword.code });
    await expect(gw.wallet.balance()).resolves.toMatchObject({ balance: 1523.75 });
  });

  it('more than the balance is refused; an empty wallet has nothing to withdraw', async () => {
    const { gw } = await session().login('semsaldo01');
    await expect(gw.cashier.withdrawInfo()).resolves.toMatchObject({
      limits: { available: 0, min: 20 },
      hasWithdrawPassword: true,
    });
    const refused = await rejection(
      gw.cashier.withdraw(
        { amount: 20, account: pix, withdrawPassword: DEMO_WITHDRAW_PASSWORD },
        { idempotencyKey: key() },
      ),
    );
    expect(refused.code).toBe(CASHIER_REFUSALS.insufficient.code);
  });

  it('PENDING (held) → approved: AWAITING_CONFIRMATION with confirmBy → received: CONFIRMED', async () => {
    const seen = events();
    const { gw } = await session().login();
    const order = await gw.cashier.withdraw(
      { amount: 200, account: pix, withdrawPassword: DEMO_WITHDRAW_PASSWORD },
      { idempotencyKey: key() },
    );
    expect(order).toMatchObject({ status: 'PENDING', amount: 200, fee: 4 });
    await expect(gw.wallet.balance()).resolves.toMatchObject({ balance: 1323.75 });
    runCashierControl(mock.db, { action: 'approveWithdrawal' });
    const awaiting = await gw.cashier.withdrawalStatus(order.id);
    expect(awaiting.status).toBe('AWAITING_CONFIRMATION');
    expect(Date.parse(awaiting.confirmBy ?? '') - now).toBe(CONFIRM_TIMEOUT_MINUTES * 60_000);
    await gw.cashier.confirmWithdrawal(
      { withdrawalId: order.id, answer: { kind: 'received' } },
      { idempotencyKey: key() },
    );
    await expect(gw.cashier.withdrawalStatus(order.id)).resolves.toMatchObject({ status: 'CONFIRMED' });
    expect(seen.map((event) => event.kind)).toEqual(['withdrawalApproved']);
  });

  it('rejected: the amount comes back and withdrawalRejected carries the reason', async () => {
    const seen = events();
    const { gw } = await session().login();
    const order = await gw.cashier.withdraw(
      { amount: 200, account: pix, withdrawPassword: DEMO_WITHDRAW_PASSWORD },
      { idempotencyKey: key() },
    );
    runCashierControl(mock.db, { action: 'rejectWithdrawal', reason: 'Chave inválida' });
    await expect(gw.cashier.withdrawalStatus(order.id)).resolves.toMatchObject({
      status: 'REJECTED',
      reason: 'Chave inválida',
    });
    await expect(gw.wallet.balance()).resolves.toMatchObject({ balance: 1523.75 });
    expect(seen).toEqual([
      {
        kind: 'withdrawalRejected',
        transactionId: order.id,
        amount: 200,
        balance: 1523.75,
        reason: 'Chave inválida',
      },
    ]);
  });

  it('partly received with the proof: the remainder is recorded; a bad proof or amount is refused', async () => {
    const { gw } = await session().login();
    const order = await gw.cashier.withdraw(
      { amount: 200, account: pix, withdrawPassword: DEMO_WITHDRAW_PASSWORD },
      { idempotencyKey: key() },
    );
    runCashierControl(mock.db, { action: 'approveWithdrawal', id: order.id });
    const png = new File([new Uint8Array(1024)], 'comprovante.png', { type: 'image/png' });
    const gif = new File([new Uint8Array(10)], 'x.gif', { type: 'image/gif' });
    const partly = (receivedAmount: number, proof: File) =>
      gw.cashier.confirmWithdrawal(
        { withdrawalId: order.id, answer: { kind: 'partlyReceived', receivedAmount }, proof },
        { idempotencyKey: key() },
      );
    expect((await rejection(partly(120, gif))).code).toBe(CASHIER_REFUSALS.proofInvalid.code);
    expect((await rejection(partly(200, png))).code).toBe(CASHIER_REFUSALS.confirmationAmount.code);
    await expect(partly(120.5, png)).resolves.toMatchObject({ status: 'CONFIRMED' });
    expect(cashierTable(mock.db).withdrawals[0]).toMatchObject({
      answer: 'partlyReceived',
      receivedAmount: 120.5,
      remainder: 79.5,
      proof: { name: 'comprovante.png', type: 'image/png', size: 1024 },
    });
    expect((await rejection(partly(100, png))).code).toBe(CASHIER_REFUSALS.notAwaiting.code);
  });

  it('unanswered past confirmBy it counts as received', async () => {
    const { gw } = await session().login();
    const order = await gw.cashier.withdraw(
      { amount: 50, account: pix, withdrawPassword: DEMO_WITHDRAW_PASSWORD },
      { idempotencyKey: key() },
    );
    runCashierControl(mock.db, { action: 'approveWithdrawal' });
    now += CONFIRM_TIMEOUT_MINUTES * 60_000;
    await expect(gw.cashier.withdrawalStatus(order.id)).resolves.toMatchObject({ status: 'CONFIRMED' });
  });
});

describe('transfer to upline (§6)', () => {
  it('names the upline, moves the amount with the withdraw password, refuses a wrong one', async () => {
    const { gw } = await session().login();
    await expect(gw.cashier.upline()).resolves.toEqual({ account: 'agente1', nickname: 'Carlos Lima' });
    const wrong = await rejection(
      gw.cashier.transferToUpline({ amount: 10, withdrawPassword: 'x' }, { idempotencyKey: key() }),
    );
    expect(wrong.code).toBe(CASHIER_REFUSALS.wrongWithdrawPassword.code);
    await expect(
      gw.cashier.transferToUpline(
        { amount: 23.75, withdrawPassword: DEMO_WITHDRAW_PASSWORD },
        { idempotencyKey: key() },
      ),
    ).resolves.toEqual({ balance: 1500 });
    expect(mock.db.findAccount('agente1')?.balance).toBe(8473.75);
  });

  it('a member without an upline reads null', async () => {
    const { gw } = await session().login('semsaldo01');
    await expect(gw.cashier.upline()).resolves.toBeNull();
  });
});

describe('the money events socket (transport-free protocol)', () => {
  function socket() {
    const sent: unknown[] = [];
    const closed: number[] = [];
    const ends = {
      send: (text: string) => sent.push(JSON.parse(text)),
      close: (code: number) => closed.push(code),
    };
    return { sent, closed, session: moneySocketSession(mock.db, ends) };
  }

  it('auth first, then only that member’s events; each §4 kind on demand', async () => {
    const ana = await session().login();
    const carlos = await session().login('agente1');
    const mine = socket();
    const theirs = socket();
    mine.session.receive(JSON.stringify({ type: 'auth', token: ana.token() }));
    theirs.session.receive(JSON.stringify({ type: 'auth', token: carlos.token() }));
    for (const kind of [
      'depositCredited',
      'depositFailed',
      'withdrawalApproved',
      'withdrawalRejected',
    ] as const)
      expect(runCashierControl(mock.db, { action: 'emit', kind, account: 'jogador01' }).status).toBe(200);
    expect(mine.sent.map((message) => (message as { type: string }).type)).toEqual([
      'auth',
      'depositCredited',
      'depositFailed',
      'withdrawalApproved',
      'withdrawalRejected',
    ]);
    expect(theirs.sent).toEqual([{ type: 'auth', ok: true }]);
    mine.session.closed();
    runCashierControl(mock.db, { action: 'emit', kind: 'depositCredited', account: 'jogador01' });
    expect(mine.sent).toHaveLength(5);
  });

  it('a wrong token, a trial token or any other first message is refused and closed with 4401', async () => {
    const trial = await session().login('teste01');
    for (const first of [
      { type: 'auth', token: 'nope' },
      { type: 'auth', token: trial.token() },
      { type: 'hello' },
    ]) {
      const { sent, closed, session: s } = socket();
      s.receive(JSON.stringify(first));
      expect({ sent, closed }).toEqual({
        sent: [{ type: 'auth', ok: false }],
        closed: [SOCKET_UNAUTHORIZED],
      });
    }
  });

  it('a socket that never authenticates is closed after the auth window', () => {
    vi.useFakeTimers();
    try {
      const { closed } = socket();
      vi.advanceTimersByTime(10_000);
      expect(closed).toEqual([SOCKET_UNAUTHORIZED]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the money-call fault scenario', () => {
  it('is read from the demo query and cleared by none', () => {
    expect(scenarioFromSearchParams(new URLSearchParams('mock.moneyFault=timeout'))).toEqual({
      moneyCallFault: 'timeout',
    });
    expect(scenarioFromSearchParams(new URLSearchParams('mock.moneyFault=none'))).toEqual({
      moneyCallFault: null,
    });
    expect(scenarioFromSearchParams(new URLSearchParams('mock.moneyFault=explode'))).toEqual({});
  });

  it('hits only money calls, once: a read in between is answered normally', async () => {
    const { gw } = await session().login();
    mock.applyScenario({ moneyCallFault: 'server-error' });
    await expect(gw.cashier.vendorWallets()).resolves.toHaveLength(4);
    expect(mock.db.scenario.moneyCallFault).toBe('server-error');
  });
});

describe('issue 23 item 4: the day so far and the usual time, before the player commits', () => {
  it('each channel and the withdraw info carry their terms; a withdrawal counts towards today', async () => {
    const { gw } = await session().login();
    const channels = await gw.cashier.depositChannels();
    expect(channels.map((channel) => [channel.id, channel.terms])).toEqual([
      ['pix', { daily: { limit: 100_000, used: 0 }, processingMinutes: 5 }],
      ['ted', { processingMinutes: 1440 }],
    ]);
    await expect(gw.cashier.withdrawInfo()).resolves.toMatchObject({
      terms: { daily: { limit: 100_000, used: 0, maxCount: 5, count: 0 }, processingMinutes: 30 },
    });
    await gw.cashier.withdraw(
      { amount: 200, account: pix, withdrawPassword: DEMO_WITHDRAW_PASSWORD },
      { idempotencyKey: key() },
    );
    await expect(gw.cashier.withdrawInfo()).resolves.toMatchObject({
      terms: { daily: { limit: 100_000, used: 200, maxCount: 5, count: 1 } },
    });
  });
});
