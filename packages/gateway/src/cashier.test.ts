import { MONEY_EVENT_MAX_AMOUNT } from '@sorte/domain/cashier-model';
import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createAesGcmEncryptor } from './aesGcm.ts';
import { cashierEndpoints } from './cashierEndpoints.ts';
import { ENCRYPTION_HEADER, generateAesKeyBase64 } from './encryption.ts';
import {
  moneyEventMessage,
  readMoneyEvent,
  readSelfExclusionEvent,
  readSocketAuthAnswer,
  socketAuthMessage,
} from './moneyEvents.ts';
import { UnreadSummarySchema } from './schemas/content.ts';
import { GATEWAY, ok, testGateway } from './test/testGateway.ts';

const { server, client, capture } = testGateway();
const serverError = () => HttpResponse.json({ success: false, message: 'boom' }, { status: 500 });

const order = { id: 'W-1', amount: 200, fee: 4, status: 'PENDING', createdAt: '2026-11-25T21:00:00.000Z' };

describe('cashier calls: paths, Idempotency-Key, never retried when money moves', () => {
  it('the paths are the spec’s for the wallet and the relay style for the screens it names only', () => {
    const paths = Object.fromEntries(
      Object.entries(cashierEndpoints).map(([name, row]) => [name, `${row.method} ${row.path}`]),
    );
    expect(paths).toEqual({
      consolidatedFunds: 'GET /wps/member/info/funds/consolidated',
      merchantWallet: 'GET /wps/relay/GCS_merchantWallet',
      walletTransfer: 'POST /wps/relay/GCS_walletTransfer',
      depositChannels: 'GET /wps/relay/PAY_depositChannels',
      deposit: 'POST /wps/relay/PAY_deposit',
      depositStatus: 'GET /wps/relay/PAY_depositStatus',
      depositOrders: 'GET /wps/relay/PAY_depositOrders',
      withdrawInfo: 'GET /wps/relay/PAY_withdrawInfo',
      withdraw: 'POST /wps/relay/passwordCheck/PAY_withdraw',
      withdrawStatus: 'GET /wps/relay/PAY_withdrawStatus',
      withdrawOrders: 'GET /wps/relay/PAY_withdrawOrders',
      pixKeys: 'GET /wps/relay/PAY_pixKeys',
      deletePixKey: 'POST /wps/relay/PAY_deletePixKey',
      withdrawConfirm: 'POST /wps/relay/PAY_withdrawConfirm',
      upline: 'GET /wps/relay/MCS2_getUpline',
      uplineTransfer: 'POST /wps/relay/passwordCheck/MCS2_transferToUpline',
    });
    const moneyCalls = [
      'walletTransfer',
      'deposit',
      'withdraw',
      'withdrawConfirm',
      'uplineTransfer',
    ] as const;
    for (const name of moneyCalls)
      expect({ name, retry: cashierEndpoints[name].retry }).toEqual({ name, retry: false });
  });

  it.each([
    [
      'transfer',
      (gw: ReturnType<typeof client>) =>
        gw.cashier.transfer({ direction: 'toVendor', vendor: 'SOLX', amount: 50 }, { idempotencyKey: 'k-1' }),
      '/wps/relay/GCS_walletTransfer',
    ],
    [
      'deposit',
      (gw: ReturnType<typeof client>) =>
        gw.cashier.deposit({ channelId: 'pix', amount: 100 }, { idempotencyKey: 'k-1' }),
      '/wps/relay/PAY_deposit',
    ],
    [
      'upline transfer',
      (gw: ReturnType<typeof client>) =>
        gw.cashier.transferToUpline({ amount: 10, withdrawPassword: '1234' }, { idempotencyKey: 'k-1' }),
      '/wps/relay/passwordCheck/MCS2_transferToUpline',
    ],
  ])('%s: one try with the Idempotency-Key, a 5xx is not retried', async (_name, send, path) => {
    const seen = capture('post', path, serverError);
    const error = await send(client()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'server' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe('k-1');
  });

  it('a path the spec does not show follows /config.json endpoints', async () => {
    const seen = capture('post', '/wps/relay/PAY_depositV2', () =>
      ok({ id: 'D-1', amount: 50, status: 'PENDING', createdAt: 0 }),
    );
    const gw = client({ endpointOverrides: { deposit: '/wps/relay/PAY_depositV2' } });
    await expect(
      gw.cashier.deposit({ channelId: 'pix', amount: 50 }, { idempotencyKey: 'o-1' }),
    ).resolves.toMatchObject({
      id: 'D-1',
    });
    expect(seen).toHaveLength(1);
  });

  it('reads may retry: the vendor wallets are asked again after a 5xx', async () => {
    let tries = 0;
    server.use(
      http.get(`${GATEWAY}/wps/relay/GCS_merchantWallet`, () =>
        ++tries === 1 ? serverError() : ok({ list: [{ vendor: 'SOLX', name: 'Sol X', balance: 5 }] }),
      ),
    );
    await expect(client().cashier.vendorWallets()).resolves.toEqual([
      { vendor: 'SOLX', name: 'Sol X', balance: 5, available: true },
    ]);
    expect(tries).toBe(2);
  });

  it('transfer sends the direction, vendor and amount; everything back to main sends { direction: toMain, all: true }', async () => {
    const seen = capture('post', '/wps/relay/GCS_walletTransfer', () => ok(null));
    await expect(
      client().cashier.transfer(
        { direction: 'toMain', vendor: 'SOLX', amount: 12.5 },
        { idempotencyKey: 'a' },
      ),
    ).resolves.toEqual({});
    await client().cashier.transferAllToMain({ idempotencyKey: 'b' });
    expect(seen.map((request) => JSON.parse(request.body))).toEqual([
      { direction: 'toMain', vendor: 'SOLX', amount: 12.5 },
      { direction: 'toMain', all: true },
    ]);
  });

  it('withdraw: the domain’s receiving account on the wire, encrypted with the withdraw password', async () => {
    const key = await generateAesKeyBase64();
    const encryptor = createAesGcmEncryptor(key);
    const seen = capture('post', '/wps/relay/passwordCheck/PAY_withdraw', () => ok(order));
    const gw = client({ encryptor });
    await expect(
      gw.cashier.withdraw(
        {
          amount: 200,
          account: { kind: 'PIX', keyType: 'EMAIL', key: 'ana@x.example' },
          withdrawPassword: '9876',
        },
        { idempotencyKey: 'w-1' },
      ),
    ).resolves.toMatchObject({ id: 'W-1', status: 'PENDING', fee: 4 });
    const request = seen[0]!;
    expect(request.headers.get(ENCRYPTION_HEADER)).toBe('aes-256-gcm');
    const body = request.body;
    expect(body).not.toContain('9876');
    expect(JSON.parse(await encryptor.decrypt(body, {}))).toEqual({
      amount: 200,
      receivingType: 'PIX',
      pixKeyType: 'EMAIL',
      pixKey: 'ana@x.example',
      withdrawPassword: '9876',
    });
  });

  it('withdrawal confirmation: multipart/form-data with the proof as a file part when partly received', async () => {
    const seen = capture('post', '/wps/relay/PAY_withdrawConfirm', () =>
      ok({ ...order, status: 'CONFIRMED' }),
    );
    const proof = new File([new Uint8Array([137, 80, 78, 71])], 'comprovante.png', { type: 'image/png' });
    await expect(
      client().cashier.confirmWithdrawal(
        { withdrawalId: 'W-1', answer: { kind: 'partlyReceived', receivedAmount: 150 }, proof },
        { idempotencyKey: 'c-1' },
      ),
    ).resolves.toMatchObject({ status: 'CONFIRMED' });
    await client().cashier.confirmWithdrawal(
      { withdrawalId: 'W-1', answer: { kind: 'notReceived' } },
      { idempotencyKey: 'c-2' },
    );
    const [partly, notReceived] = seen.map((request) => request.request) as [Request, Request];
    expect(partly.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(partly.headers.get('Idempotency-Key')).toBe('c-1');
    const form = await partly.formData();
    expect([form.get('id'), form.get('answer'), form.get('receivedAmount')]).toEqual([
      'W-1',
      'PARTLY_RECEIVED',
      '150',
    ]);
    const file = form.get('proof') as File;
    expect([file.name, file.type, file.size]).toEqual(['comprovante.png', 'image/png', 4]);
    const plain = await notReceived.formData();
    expect([plain.get('answer'), plain.has('proof'), plain.has('receivedAmount')]).toEqual([
      'NOT_RECEIVED',
      false,
      false,
    ]);
  });

  it('issue 23 item 4: saved PIX keys are read (EVP is the random key) and one is deleted by its id', async () => {
    capture('get', '/wps/relay/PAY_pixKeys', () =>
      ok({ keys: [{ keyId: 7, keyType: 'evp', pixKey: '123e4567-e89b-42d3-a456-426614174000' }] }),
    );
    await expect(client().cashier.pixKeys()).resolves.toEqual([
      { id: '7', type: 'RANDOM', key: '123e4567-e89b-42d3-a456-426614174000' },
    ]);
    const seen = capture('post', '/wps/relay/PAY_deletePixKey', () => ok(null));
    await expect(client().cashier.deletePixKey('7')).resolves.toBeUndefined();
    expect(seen.map((request) => JSON.parse(request.body))).toEqual([{ id: '7' }]);
  });

  it('a partly received answer without its proof is not sent', async () => {
    const seen = capture('post', '/wps/relay/PAY_withdrawConfirm', () => ok(null));
    const error = await client()
      .call('withdrawConfirm', { id: 'W-1', answer: 'PARTLY_RECEIVED', receivedAmount: 1 } as never)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'invalid-request' });
    expect(seen).toHaveLength(0);
  });

  it('status reads send the id in the query; the upline is null when there is none', async () => {
    const seen = capture('get', '/wps/relay/PAY_depositStatus', () =>
      ok({ id: 'D-9', amount: 50, status: 'PAID', createdAt: 0 }),
    );
    await expect(client().cashier.depositStatus('D-9')).resolves.toMatchObject({
      id: 'D-9',
      status: 'CREDITED',
    });
    expect(seen[0]?.url.searchParams.get('id')).toBe('D-9');
    for (const none of [null, {}, { hasUpline: false }]) {
      server.use(http.get(`${GATEWAY}/wps/relay/MCS2_getUpline`, () => ok(none)));
      await expect(client().cashier.upline()).resolves.toBeNull();
    }
  });

  it('an unreadable cashier answer is an invalid-response error, never an empty result', async () => {
    server.use(
      http.get(`${GATEWAY}/wps/relay/PAY_withdrawInfo`, () => ok({ nothing: true })),
      http.get(`${GATEWAY}/wps/member/info/funds/consolidated`, () => ok({ nothing: true })),
      http.get(`${GATEWAY}/wps/relay/PAY_depositChannels`, () => ok({ list: [{ broken: true }] })),
    );
    for (const call of [
      () => client().cashier.withdrawInfo(),
      () => client().cashier.consolidatedFunds(),
      () => client().cashier.depositChannels(),
    ]) {
      await expect(call()).rejects.toMatchObject({ kind: 'invalid-response' });
    }
  });

  it('consolidated funds: flags from booleans, 0/1, Y/N and type codes; the switches derived when absent', async () => {
    server.use(
      http.get(`${GATEWAY}/wps/member/info/funds/consolidated`, () =>
        ok({ dailysalreqtype: 2, divtypereq: 'Y', contracthoursalreq: 'N', realtimesalreqtype: false }),
      ),
    );
    await expect(client().cashier.consolidatedFunds()).resolves.toEqual({
      consolidated: {
        dailysalreqtype: true,
        divtypereq: true,
        contracthoursalreq: false,
        realtimesalreqtype: false,
      },
      enableSalary: true,
      enableContract: true,
    });
  });
});

describe('CSP_unreadCount per kind', () => {
  // The last column is what the header's badge (unread messages) reads.
  it.each([
    [
      { messages: 2, missions: 1, rewards: '4' },
      { total: 7, counts: { messages: 2, missions: 1, rewards: 4 } },
      2,
    ],
    [{ messageCount: 2, missionCount: 0, total: 9 }, { total: 9, counts: { messages: 2, missions: 0 } }, 2],
    [{ data: { mission: 3 } }, { total: 3, counts: { missions: 3 } }, 0],
    [{ total: 5 }, { total: 5, counts: {} }, 5],
    [4, { total: 4, counts: { messages: 4 } }, 4],
  ])('%j', async (value, expected, messages) => {
    expect(v.parse(UnreadSummarySchema, value)).toEqual(expected);
    server.use(http.get(`${GATEWAY}/wps/relay/CSP_unreadCount`, () => ok(value)));
    await expect(client().content.unreadCounts()).resolves.toEqual(expected);
    await expect(client().content.unreadCount()).resolves.toBe(messages);
  });
});

describe('§4 live money events', () => {
  const credited = { kind: 'depositCredited', transactionId: 'D-1', amount: 100, balance: 1623.75 };

  it.each([
    { type: 'depositCredited', transactionId: 'D-1', amount: 100, balance: 1623.75 },
    { type: 'DEPOSIT_CREDITED', orderId: 'D-1', amount: '100', balance: '1623.75' },
    { event: 'deposit_credited', data: { id: 'D-1', amount: 100, balance: 1623.75 } },
    { event: 'deposit-credited', payload: { orderNo: 'D-1', amount: 100, balance: 1623.75 } },
    { type: 1, transactionId: 'D-1', amount: 100, balance: 1623.75 },
    {
      type: 'notification',
      data: { notificationType: 'DEPOSIT_SUCCESS', transactionId: 'D-1', amount: 100, balance: 1623.75 },
    },
    JSON.stringify({ type: 'depositCredited', transactionId: 'D-1', amount: 100, balance: 1623.75 }),
  ])('reads %j', (raw) => {
    expect(readMoneyEvent(raw)).toEqual(credited);
  });

  it('reads each §4 kind, with the reason of a rejection', () => {
    expect(readMoneyEvent({ type: 'WITHDRAW_APPROVED', id: 'W-1', amount: 200 })?.kind).toBe(
      'withdrawalApproved',
    );
    expect(readMoneyEvent({ type: 3, id: 'W-1', amount: 200, remark: 'Conta inválida' })).toEqual({
      kind: 'withdrawalRejected',
      transactionId: 'W-1',
      amount: 200,
      reason: 'Conta inválida',
    });
    expect(readMoneyEvent({ type: 'depositFailed', id: 'D-2', amount: 30 })?.kind).toBe('depositFailed');
  });

  it.each([
    null,
    'not json',
    { type: 'ping' },
    { type: 'depositCredited', amount: 100 },
    { type: 'depositCredited', id: 'D-1' },
    { type: 9, id: 'D-1', amount: 1 },
    [credited],
  ])('is not a money event: %j', (raw) => {
    expect(readMoneyEvent(raw)).toBeNull();
  });

  it.each([
    [{ type: 'depositCredited', id: 'D-1', amount: -50 }, 'amount'],
    [{ type: 'depositCredited', id: 'D-1', amount: 0 }, 'amount'],
    [{ type: 'depositCredited', id: 'D-1', amount: 1e21 }, 'amount'],
    [{ type: 'depositCredited', id: 'D-1', amount: 'NaN' }, 'amount'],
    [{ type: 'depositCredited', id: 'D-1', amount: 'Infinity' }, 'amount'],
    [{ type: 'depositCredited', id: 'D-1', amount: 100, balance: -999_999.99 }, 'balance'],
    [{ type: 'depositCredited', id: 'D-1', amount: 100, balance: 1e21 }, 'balance'],
    [{ type: 'depositCredited', id: 'D-1', amount: 100, balance: 'lots' }, 'balance'],
    [{ type: 'depositCredited', amount: 100 }, 'transactionId'],
  ])('ignores and logs, without player data, a money event it cannot believe: %j', (raw, field) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readMoneyEvent(raw)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toContain('depositCredited');
    expect(line).toContain(field);
    expect(line).not.toMatch(/D-1|999|1e21|100/);
    warn.mockRestore();
  });

  it('any amount that is not finite, above zero and within the bound is refused (property)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ max: 0, noNaN: true }),
          fc.double({ min: MONEY_EVENT_MAX_AMOUNT, minExcluded: true }),
          fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
        ),
        fc.boolean(),
        (amount, asText) => {
          expect(readMoneyEvent({ type: 1, id: 'D-1', amount: asText ? String(amount) : amount })).toBeNull();
        },
      ),
    );
    warn.mockRestore();
  });

  it('keeps a reason as plain text only', () => {
    expect(
      readMoneyEvent({
        type: 3,
        id: 'W-1',
        amount: 20,
        reason: '<b style="position:fixed">Conta</b>\n &amp; chave',
      })?.reason,
    ).toBe('Conta & chave');
  });

  it('the simulated gateway’s wire form reads back to the same event', () => {
    expect(readMoneyEvent(moneyEventMessage(credited as never))).toEqual(credited);
  });

  it('auth: the first message carries the token; the answer is read as accepted, refused or not an answer', () => {
    expect(JSON.parse(socketAuthMessage('tok-9'))).toEqual({ type: 'auth', token: 'tok-9' });
    expect(readSocketAuthAnswer('{"type":"auth","ok":true}')).toBe(true);
    expect(readSocketAuthAnswer({ type: 'auth_ok' })).toBe(true);
    expect(readSocketAuthAnswer({ type: 'auth', success: false })).toBe(false);
    expect(readSocketAuthAnswer({ type: 'unauthorized' })).toBe(false);
    expect(readSocketAuthAnswer({ type: 'depositCredited' })).toBeNull();
    expect(readSocketAuthAnswer('x')).toBeNull();
  });
});

describe('issue 23 item 4: withdrawable, held and the day so far, read leniently (readings)', () => {
  const info = { min: 20, max: 5000, fee: 2, hasWithdrawPassword: true };
  const parse = (value: unknown) => v.parse(cashierEndpoints.withdrawInfo.response, value);
  const channel = { id: 'pix', kind: 'PIX', name: 'PIX', min: 10, max: 50_000 };
  const channels = (value: object) =>
    v.parse(cashierEndpoints.depositChannels.response, [{ ...channel, ...value }]);

  it('takes what can be withdrawn now before the balance, and the part a rollover holds with what is left to wager', () => {
    const nested = parse({
      ...info,
      balance: 1523.75,
      withdrawable: 1200,
      held: { amount: 323.75, wagerLeft: 980 },
    });
    expect(nested.limits.available).toBe(1200);
    expect(nested.held).toEqual({ amount: 323.75, wagerLeft: 980 });
    const flat = parse({
      ...info,
      balance: '1523.75',
      withdrawableAmount: '1200',
      lockedAmount: '323.75',
      remainingTurnover: '980',
    });
    expect(flat.limits.available).toBe(1200);
    expect(flat.held).toEqual({ amount: 323.75, wagerLeft: 980 });
    expect(parse({ ...info, available: 1523.75, heldAmount: 0 }).held).toBeUndefined();
  });

  it('reads the daily limit, its use, the count and the usual time, flat or under daily; none when absent', () => {
    const flat = parse({
      ...info,
      available: 100,
      dailyLimit: '10000',
      usedToday: 500,
      maxTimesPerDay: 3,
      timesToday: '1',
      processingMinutes: 30,
    });
    expect(flat.terms).toEqual({
      daily: { limit: 10_000, used: 500, maxCount: 3, count: 1 },
      processingMinutes: 30,
    });
    const nested = parse({ ...info, available: 100, daily: { limit: 10_000, used: 0, times: 3, count: 0 } });
    expect(nested.terms).toEqual({ daily: { limit: 10_000, used: 0, maxCount: 3, count: 0 } });
    expect(parse({ ...info, available: 100 }).terms).toBeUndefined();
    expect(channels({ arrivalMinutes: '5', dailyMax: 20_000, dailyUsed: 150 })[0]?.terms).toEqual({
      daily: { limit: 20_000, used: 150 },
      processingMinutes: 5,
    });
    expect(channels({ processingMinutes: -1, dailyLimit: 'x' })[0]?.terms).toBeUndefined();
  });
});

describe('readSelfExclusionEvent (issue 26 item 5, a reading: docs/money-events.md)', () => {
  it('reads a self-exclusion on another device in its likely spellings', () => {
    expect(readSelfExclusionEvent('{"type":"selfExcluded"}')).toBe(true);
    expect(readSelfExclusionEvent({ type: 'SELF_EXCLUDED' })).toBe(true);
    expect(readSelfExclusionEvent({ type: 'sessionEnded', reason: 'self-exclusion' })).toBe(true);
  });
  it('anything else ends nothing: a plain logout, a money event, a heartbeat, broken text', () => {
    expect(readSelfExclusionEvent({ type: 'logout' })).toBe(false);
    expect(readSelfExclusionEvent({ type: 'sessionEnded', reason: 'EXPIRED' })).toBe(false);
    expect(readSelfExclusionEvent({ type: 'depositCredited', transactionId: '1', amount: 10 })).toBe(false);
    expect(readSelfExclusionEvent('ping')).toBe(false);
  });
});
