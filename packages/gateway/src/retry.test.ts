import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fullJitterDelay, parseRetryAfter } from './retry.ts';
import { GATEWAY, testGateway } from './test/testGateway.ts';

const { server, client } = testGateway({ getToken: () => 't' });

function setup() {
  const sleep = vi.fn(async (_ms: number) => {});
  const gw = client({ retry: { sleep, random: () => 0.5, baseDelayMs: 100, maxDelayMs: 1000 } });
  return { gw, sleep };
}

/** Count hits on `method path`, answering with `responses[i]` (the last one repeats). */
function counted(method: 'get' | 'post', path: string, responses: (() => Response)[]) {
  let hits = 0;
  server.use(
    http[method](`${GATEWAY}${path}`, () => {
      const respond = responses[Math.min(hits, responses.length - 1)]!;
      hits++;
      return respond();
    }),
  );
  return () => hits;
}

const fail500 = () => HttpResponse.json({ success: false }, { status: 500 });
const failNet = () => HttpResponse.error();
const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });

describe('§7 retry policy (quality bar: idempotent GETs only, at most 3 tries, full jitter)', () => {
  it('a GET is retried after a 5xx and a network failure, then succeeds', async () => {
    const { gw, sleep } = setup();
    const hits = counted('get', '/wps/v2/wallets/balance', [fail500, failNet, ok({ balance: 5 })]);
    await expect(gw.wallet.balance()).resolves.toEqual({ balance: 5 });
    expect(hits()).toBe(3);
    // full jitter with random 0.5: 0.5·min(1000, 100·2^0) then 0.5·min(1000, 100·2^1)
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([50, 100]);
  });

  it('a GET is tried at most 3 times', async () => {
    const { gw } = setup();
    const hits = counted('get', '/wps/system/status', [fail500]);
    await expect(gw.system.status()).rejects.toMatchObject({ kind: 'server' });
    expect(hits()).toBe(3);
  });

  it('no retry on 4xx, rejections, 401 or invalid responses', async () => {
    const { gw } = setup();
    const cases = [
      () => HttpResponse.json({ success: false }, { status: 404 }),
      () => HttpResponse.json({ success: false, message: 'no' }),
      () => HttpResponse.json({ success: false }, { status: 401 }),
      () => new HttpResponse('garbage'),
    ];
    for (const respond of cases) {
      const hits = counted('get', '/wps/system/whitelabel', [respond]);
      await expect(gw.system.whiteLabel()).rejects.toBeTruthy();
      expect(hits()).toBe(1);
    }
  });

  it('login is never retried (network or 5xx)', async () => {
    const { gw, sleep } = setup();
    for (const respond of [failNet, fail500]) {
      const hits = counted('post', '/wps/session/login', [respond, ok({ token: 'x' })]);
      await expect(gw.session.login({ type: 'username', username: 'u', password: 'p' })).rejects.toBeTruthy();
      expect(hits()).toBe(1);
    }
    expect(sleep).not.toHaveBeenCalled();
  });

  it('SMS and captcha are never retried', async () => {
    const { gw } = setup();
    const sms = counted('post', '/wps/verification/sms/noLogin', [failNet, ok({})]);
    await expect(
      gw.verification.smsNoLogin({ mobileNum: '1', countryDialingCode: '55' }),
    ).rejects.toMatchObject({
      kind: 'network',
    });
    expect(sms()).toBe(1);
    const captcha = counted('get', '/wps/captcha', [fail500, ok('AA')]);
    await expect(gw.captcha.get()).rejects.toMatchObject({ kind: 'server' });
    expect(captcha()).toBe(1);
  });

  it('logout (DELETE) is not retried', async () => {
    const { gw } = setup();
    let hits = 0;
    server.use(
      http.delete(`${GATEWAY}/wps/session/logout`, () => {
        hits++;
        return HttpResponse.error();
      }),
    );
    await expect(gw.session.logout()).rejects.toMatchObject({ kind: 'network' });
    expect(hits).toBe(1);
  });

  it('a caller abort during the backoff stops retrying', async () => {
    const controller = new AbortController();
    const gw = client({
      getToken: () => null,
      retry: { random: () => 1, baseDelayMs: 10_000, maxDelayMs: 10_000 },
    });
    const hits = counted('get', '/wps/system/status', [fail500]);
    const pending = gw.system.status({ signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(hits()).toBe(1);
  });
});

describe('retry helpers', () => {
  it('full jitter stays within [0, min(max, base·2^(n-1)))', () => {
    const p = { baseDelayMs: 200, maxDelayMs: 1500 };
    expect(fullJitterDelay(1, { ...p, random: () => 0 })).toBe(0);
    expect(fullJitterDelay(1, { ...p, random: () => 0.999 })).toBe(199);
    expect(fullJitterDelay(3, { ...p, random: () => 0.999 })).toBe(799);
    expect(fullJitterDelay(9, { ...p, random: () => 0.999 })).toBe(1498);
  });

  it('Retry-After: seconds, HTTP date, garbage', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
