import { createGatewayClient, readMoneyEvent, readSocketAuthAnswer, socketAuthMessage } from '@sorte/gateway';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DEMO_PASSWORD, DEMO_WITHDRAW_PASSWORD } from '../src/fixtures/accounts.ts';
import { SOCKET_UNAUTHORIZED } from '../src/moneySocket.ts';
import { type GatewayServer, startGatewayServer } from './httpServer.ts';

let gateway: GatewayServer;
beforeAll(async () => {
  gateway = await startGatewayServer({ port: 0 });
});
afterEach(() => gateway.db.reset());
afterAll(() => gateway.close());

async function login(username = 'jogador01') {
  let token: string | null = null;
  const gw = createGatewayClient({
    baseUrl: gateway.url,
    getToken: () => token,
    onUnauthorized: () => {
      token = null;
    },
    timeoutMs: 5_000,
  });
  token = (await gw.session.login({ type: 'username', username, password: DEMO_PASSWORD })).token;
  return { gw, token: token as string };
}

const control = (body: unknown) =>
  fetch(`${gateway.url}/__mock/cashier`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A socket that records every message, resolving `next()` with each in turn. */
function openSocket() {
  const socket = new WebSocket(gateway.socketUrl);
  const messages: string[] = [];
  const waiters: ((message: string) => void)[] = [];
  socket.on('message', (data) => {
    const text = data.toString('utf8');
    const waiter = waiters.shift();
    if (waiter) waiter(text);
    else messages.push(text);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return {
    socket,
    closed,
    opened: new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    }),
    next: () =>
      new Promise<string>((resolve) => {
        const queued = messages.shift();
        if (queued !== undefined) resolve(queued);
        else waiters.push(resolve);
      }),
  };
}

describe('the local HTTP gateway’s cashier: controls over HTTP, events over a real WebSocket', () => {
  it('socketUrl is on the same port', () => {
    expect(gateway.socketUrl).toBe(`ws://127.0.0.1:${gateway.port}/ws`);
  });

  it('auth message first; a credited deposit and an approved withdrawal arrive live, to that member only', async () => {
    const ana = await login();
    const carlos = await login('agente1');
    const mine = openSocket();
    const theirs = openSocket();
    await Promise.all([mine.opened, theirs.opened]);
    mine.socket.send(socketAuthMessage(ana.token));
    theirs.socket.send(socketAuthMessage(carlos.token));
    expect(readSocketAuthAnswer(await mine.next())).toBe(true);
    expect(readSocketAuthAnswer(await theirs.next())).toBe(true);

    const deposit = await ana.gw.cashier.deposit(
      { channelId: 'pix', amount: 100 },
      { idempotencyKey: 'd-1' },
    );
    const credited = await control({ action: 'creditDeposit', account: 'jogador01' });
    expect(credited.status).toBe(200);
    expect(readMoneyEvent(await mine.next())).toEqual({
      kind: 'depositCredited',
      transactionId: deposit.id,
      amount: 100,
      balance: 1623.75,
    });
    await expect(ana.gw.wallet.balance()).resolves.toMatchObject({ balance: 1623.75 });

    const withdrawal = await ana.gw.cashier.withdraw(
      {
        amount: 50,
        account: { kind: 'PIX', keyType: 'CPF', key: '529.982.247-25' },
        withdrawPassword: DEMO_WITHDRAW_PASSWORD,
      },
      { idempotencyKey: 'w-1' },
    );
    await control({ action: 'approveWithdrawal', id: withdrawal.id });
    expect(readMoneyEvent(await mine.next())).toMatchObject({
      kind: 'withdrawalApproved',
      transactionId: withdrawal.id,
    });
    await expect(ana.gw.cashier.withdrawalStatus(withdrawal.id)).resolves.toMatchObject({
      status: 'AWAITING_CONFIRMATION',
    });

    // Carlos's socket heard nothing of Ana's: the next thing it gets is its own event.
    await control({ action: 'emit', kind: 'depositFailed', account: 'agente1' });
    expect(readMoneyEvent(await theirs.next())?.kind).toBe('depositFailed');
    mine.socket.close();
    theirs.socket.close();
  });

  it('a page from another origin cannot open the socket', async () => {
    const socket = new WebSocket(gateway.socketUrl, { origin: 'https://evil.example' });
    await expect(
      new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      }),
    ).rejects.toThrow();
  });

  it('a wrong token is answered auth ok:false and the socket is closed with 4401', async () => {
    const { socket, opened, next, closed } = openSocket();
    await opened;
    socket.send(socketAuthMessage('not-a-session'));
    expect(readSocketAuthAnswer(await next())).toBe(false);
    expect(await closed).toBe(SOCKET_UNAUTHORIZED);
  });

  it('a scenario loses the next money call’s answer after it applied (over real HTTP)', async () => {
    const ana = await login();
    const scenario = await fetch(`${gateway.url}/__mock/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ moneyCallFault: 'network-error' }),
    });
    expect(scenario.status).toBe(200);
    const body = { direction: 'toVendor', vendor: 'SOLX', amount: 100 } as const;
    await expect(ana.gw.cashier.transfer(body, { idempotencyKey: 't-1' })).rejects.toMatchObject({
      kind: 'network',
    });
    await expect(ana.gw.cashier.transfer(body, { idempotencyKey: 't-1' })).resolves.toMatchObject({
      balance: 1423.75,
    });
    await expect(ana.gw.wallet.balance()).resolves.toMatchObject({ balance: 1423.75 });
  });

  it('a partly received confirmation carries a proof image of several MB over real HTTP', async () => {
    const ana = await login();
    const withdrawal = await ana.gw.cashier.withdraw(
      {
        amount: 300,
        account: { kind: 'ADDRESS', address: 'Banco 341 ag 0001 cc 12345-6' },
        withdrawPassword: DEMO_WITHDRAW_PASSWORD,
      },
      { idempotencyKey: 'w-proof' },
    );
    await control({ action: 'approveWithdrawal', id: withdrawal.id });
    const proof = new File([new Uint8Array(4 * 1024 * 1024)], 'comprovante.jpg', { type: 'image/jpeg' });
    await expect(
      ana.gw.cashier.confirmWithdrawal(
        { withdrawalId: withdrawal.id, answer: { kind: 'partlyReceived', receivedAmount: 250 }, proof },
        { idempotencyKey: 'c-proof' },
      ),
    ).resolves.toMatchObject({ status: 'CONFIRMED' });
  });

  it('a control with nothing to act on, or an invalid one, says so', async () => {
    expect((await control({ action: 'creditDeposit' })).status).toBe(404);
    expect((await control({ action: 'explode' })).status).toBe(400);
  });
});
