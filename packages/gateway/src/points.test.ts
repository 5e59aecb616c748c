import { HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createAesGcmEncryptor } from './aesGcm.ts';
import { AES_GCM_SCHEME, ENCRYPTION_HEADER, generateAesKeyBase64 } from './encryption.ts';
import { endpoints } from './endpoints.ts';
import { isGatewayError } from './errors.ts';
import { pointsEndpoints } from './pointsEndpoints.ts';
import {
  PointBalanceSchema,
  PointConfigSchema,
  PointRewardListSchema,
  RedeemPointRewardRequestSchema,
  RedeemPointRewardResultSchema,
} from './schemas/points.ts';
import { ok, testGateway } from './test/testGateway.ts';

const { server, client, capture } = testGateway({ language: () => 'pt-BR' });

const reward = {
  id: 7,
  name: 'Camiseta oficial Sorte',
  type: 'ITEM',
  imageUrl: 'data:image/svg+xml,x',
  pointsRequired: '1200',
  amountRequired: 500,
  stock: 14,
};

describe('spec §7 Points: the endpoint table', () => {
  it('every points call is in the one table, tagged with the point mall module PTSYS3 (§6), under the relay', () => {
    for (const name of Object.keys(pointsEndpoints) as (keyof typeof pointsEndpoints)[]) {
      expect(endpoints[name]).toBe(pointsEndpoints[name]);
      expect(endpoints[name].modId).toBe('PTSYS3');
      expect(endpoints[name].path.startsWith('/wps/relay/')).toBe(true);
    }
  });

  it('the redeem is encrypted, needs the token, goes through passwordCheck and is never retried', () => {
    const redeem = endpoints.redeemPointReward;
    expect(redeem).toMatchObject({ method: 'POST', encrypted: true, auth: true, retry: false });
    expect(redeem.path).toBe('/wps/relay/passwordCheck/MCS2_redeemPointReward');
  });

  it('the catalogue and the earning rules are public; the balance needs the token', () => {
    expect(endpoints.pointRewards.auth).toBe(false);
    expect(endpoints.pointConfig.auth).toBe(false);
    expect(endpoints.pointBalance.auth).toBe(true);
  });
});

describe('spec §7 Points: schemas (lenient in, normalised out)', () => {
  it.each([
    [{ points: 12480 }, 12480],
    [{ point: '320' }, 320],
    [{ balance: 5 }, 5],
    ['75', 75],
    [0, 0],
  ])('balance %j → %d points', (value, points) => {
    expect(v.parse(PointBalanceSchema, value)).toEqual({ points });
  });

  it('refuses a balance object without points', () => {
    expect(v.safeParse(PointBalanceSchema, { other: 1 }).success).toBe(false);
  });

  it('rewards: list or bare array, numbers from strings, image and stock spellings, no amount when 0', () => {
    const parsed = v.parse(PointRewardListSchema, {
      list: [
        reward,
        { id: 'r2', name: 'Bônus', points: 300, image: 'data:x', quantity: -2, amountRequired: 0 },
      ],
    });
    expect(parsed).toEqual([
      {
        id: '7',
        name: 'Camiseta oficial Sorte',
        type: 'ITEM',
        imageUrl: 'data:image/svg+xml,x',
        pointsRequired: 1200,
        amountRequired: 500,
        stock: 14,
      },
      { id: 'r2', name: 'Bônus', imageUrl: 'data:x', pointsRequired: 300, stock: 0 },
    ]);
    expect(v.parse(PointRewardListSchema, [reward])).toHaveLength(1);
    expect(v.safeParse(PointRewardListSchema, [{ id: 1, name: 'sem pontos' }]).success).toBe(false);
  });

  it('config: rules under rules, list or a bare array; categories upper case; empty rules dropped', () => {
    const rules = [
      { category: 'live', amount: '100', points: 1 },
      { type: 'DEPOSIT', amount: 50, points: 2 },
      { category: 'PVP', amount: 100, points: 0 },
    ];
    const expected = {
      rules: [
        { category: 'LIVE', amount: 100, points: 1 },
        { category: 'DEPOSIT', amount: 50, points: 2 },
      ],
    };
    expect(v.parse(PointConfigSchema, { rules })).toEqual(expected);
    expect(v.parse(PointConfigSchema, { list: rules })).toEqual(expected);
    expect(v.parse(PointConfigSchema, rules)).toEqual(expected);
    expect(v.safeParse(PointConfigSchema, [{ amount: 1, points: 1 }]).success).toBe(false);
  });

  it('redeem request: a reward id, a whole quantity of at least 1 and a payment password', () => {
    const body = { rewardId: 'r1', quantity: 1, paymentPassword: '654321' };
    expect(v.parse(RedeemPointRewardRequestSchema, body)).toEqual(body);
    for (const bad of [
      { ...body, rewardId: ' ' },
      { ...body, quantity: 0 },
      { ...body, quantity: 1.5 },
      { ...body, paymentPassword: '' },
    ]) {
      expect(v.safeParse(RedeemPointRewardRequestSchema, bad).success).toBe(false);
    }
  });

  it('redeem result: empty or the record reference, status and new balance', () => {
    expect(v.parse(RedeemPointRewardResultSchema, undefined)).toBeUndefined();
    expect(
      v.parse(RedeemPointRewardResultSchema, { referenceNo: 90001, status: 'In Process', points: '100' }),
    ).toEqual({ referenceNo: '90001', status: 'In Process', points: 100 });
  });
});

describe('spec §7 Points: client.points', () => {
  it('balance sends the token and the POINTS module id', async () => {
    const seen = capture('get', '/wps/relay/MCS2_getPointBalance', () => ok({ points: 12480 }));
    await expect(client().points.balance()).resolves.toEqual({ points: 12480 });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok-9');
    expect(seen[0]!.headers.get('X-Mod-Id')).toBe('PTSYS3');
  });

  it('rewards and config work without a session', async () => {
    capture('get', '/wps/relay/MCS2_getPointReward', () => ok({ list: [reward] }));
    capture('get', '/wps/relay/MCS2_getPointConfig', () =>
      ok({ rules: [{ category: 'RNG', amount: 100, points: 1 }] }),
    );
    const visitor = client({ getToken: () => null });
    await expect(visitor.points.rewards()).resolves.toMatchObject([{ id: '7', pointsRequired: 1200 }]);
    await expect(visitor.points.config()).resolves.toEqual({
      rules: [{ category: 'RNG', amount: 100, points: 1 }],
    });
  });

  it('the catalogue is retried after a server error (an idempotent GET)', async () => {
    let tries = 0;
    capture('get', '/wps/relay/MCS2_getPointReward', () =>
      ++tries < 2 ? HttpResponse.json({}, { status: 503 }) : ok([reward]),
    );
    await expect(client().points.rewards()).resolves.toHaveLength(1);
    expect(tries).toBe(2);
  });

  it('redeem goes through the AES encryptor and carries the caller’s Idempotency-Key', async () => {
    const aes = createAesGcmEncryptor(generateAesKeyBase64());
    const seen = capture('post', '/wps/relay/passwordCheck/MCS2_redeemPointReward', async () => {
      const sealed = await aes.encrypt(
        JSON.stringify({
          success: true,
          value: { referenceNo: 'PM-1', status: 'In Process', points: 11280 },
        }),
      );
      return new HttpResponse(sealed.body, {
        headers: { ...sealed.headers, 'Content-Type': 'application/json' },
      });
    });
    const body = { rewardId: '7', quantity: 1, paymentPassword: '654321' };
    await expect(
      client({ encryptor: aes }).points.redeem(body, { idempotencyKey: 'key-1' }),
    ).resolves.toEqual({ referenceNo: 'PM-1', status: 'In Process', points: 11280 });
    expect(seen[0]!.headers.get(ENCRYPTION_HEADER)).toBe(AES_GCM_SCHEME);
    expect(seen[0]!.headers.get('Idempotency-Key')).toBe('key-1');
    expect(seen[0]!.body).not.toContain('654321');
    expect(JSON.parse(await aes.decrypt(seen[0]!.body, {}))).toEqual(body);
  });

  it('a failed redeem is not retried, and a refusal keeps the server message', async () => {
    const seen = capture('post', '/wps/relay/passwordCheck/MCS2_redeemPointReward', () =>
      HttpResponse.json({}, { status: 503 }),
    );
    const error = await client()
      .points.redeem(
        { rewardId: '7', quantity: 1, paymentPassword: 'x' },
        { idempotencyKey: crypto.randomUUID() },
      )
      .catch((e: unknown) => e);
    expect(isGatewayError(error) && error.kind).toBe('server');
    expect(seen).toHaveLength(1);

    server.resetHandlers();
    capture('post', '/wps/relay/passwordCheck/MCS2_redeemPointReward', () =>
      HttpResponse.json({ success: false, message: 'Not enough points' }),
    );
    const refusal = await client()
      .points.redeem(
        { rewardId: '7', quantity: 1, paymentPassword: 'x' },
        { idempotencyKey: crypto.randomUUID() },
      )
      .catch((e: unknown) => e);
    expect(isGatewayError(refusal) && refusal.kind).toBe('rejected');
    expect(isGatewayError(refusal) && refusal.serverMessage).toBe('Not enough points');
  });

  it('an invalid redeem request is refused before anything is sent', async () => {
    const error = await client()
      .points.redeem(
        { rewardId: '7', quantity: 0, paymentPassword: 'x' },
        { idempotencyKey: crypto.randomUUID() },
      )
      .catch((e: unknown) => e);
    expect(isGatewayError(error) && error.kind).toBe('invalid-request');
  });
});

describe('spec §7 passwordCheck/MCS2_convertPoint, MCS2_getRedeemPointList, ODSFE2_MemTransDet', () => {
  it('the conversion is encrypted, needs the token, goes through passwordCheck and is never retried', () => {
    expect(endpoints.convertPoint).toMatchObject({
      method: 'POST',
      encrypted: true,
      auth: true,
      retry: false,
    });
    expect(endpoints.convertPoint.path).toBe('/wps/relay/passwordCheck/MCS2_convertPoint');
    expect(endpoints.redeemRecords.path).toBe('/wps/relay/MCS2_getRedeemPointList');
    expect(endpoints.pointsDetail.path).toBe('/wps/relay/ODSFE2_MemTransDet');
  });

  it('config: the conversion’s minimum, step and rate, flat or grouped; none without a rate', () => {
    const rules = [{ category: 'live', amount: 100, points: 1 }];
    const flat = v.parse(PointConfigSchema, {
      rules,
      convertMin: '1000',
      convertStep: 100,
      convertRate: 100,
    });
    expect(flat.conversion).toEqual({ min: 1000, step: 100, pointsPerUnit: 100 });
    const grouped = v.parse(PointConfigSchema, { list: rules, convert: { min: 1000, step: 100, rate: 100 } });
    expect(grouped).toEqual(flat);
    expect(v.parse(PointConfigSchema, { rules, convertRate: 100 }).conversion).toEqual({
      min: 1,
      step: 1,
      pointsPerUnit: 100,
    });
    expect(v.parse(PointConfigSchema, { rules }).conversion).toBeUndefined();
    expect(v.parse(PointConfigSchema, { rules, convertRate: 0 }).conversion).toBeUndefined();
  });

  it('convert goes through the AES encryptor with the withdraw password and the caller’s Idempotency-Key', async () => {
    const aes = createAesGcmEncryptor(generateAesKeyBase64());
    const seen = capture('post', '/wps/relay/passwordCheck/MCS2_convertPoint', async () => {
      const sealed = await aes.encrypt(
        JSON.stringify({ success: true, value: { amount: 10, points: 11480, balance: 1260.5 } }),
      );
      return new HttpResponse(sealed.body, {
        headers: { ...sealed.headers, 'Content-Type': 'application/json' },
      });
    });
    const body = { points: 1000, withdrawPassword: '135790' };
    await expect(
      client({ encryptor: aes }).points.convert(body, { idempotencyKey: 'key-2' }),
    ).resolves.toEqual({ amount: 10, points: 11480, balance: 1260.5 });
    expect(seen[0]!.headers.get('Idempotency-Key')).toBe('key-2');
    expect(seen[0]!.body).not.toContain('135790');
    expect(JSON.parse(await aes.decrypt(seen[0]!.body, {}))).toEqual(body);
  });

  it('records are asked for by page in the query, §4 redeem statuses normalised', async () => {
    const seen = capture('get', '/wps/relay/MCS2_getRedeemPointList', () =>
      HttpResponse.json({
        success: true,
        value: {
          list: [
            { referenceNo: 'PM1', applyTime: 1, status: 'Rejected', remark: 'Sem estoque' },
            { referenceNo: 'PM2', applyTime: 2, status: 'Approved' },
          ],
          totalPages: 4,
        },
      }),
    );
    const page = await client().points.redeemRecords({ pageNo: 2, pageSize: 10 });
    expect(page.totalPages).toBe(4);
    expect(page.list.map((record) => record.status)).toEqual(['REJECTED', 'APPROVED']);
    const url = seen[0]!.url;
    expect([url.searchParams.get('pageNo'), url.searchParams.get('pageSize')]).toEqual(['2', '10']);
  });
});
