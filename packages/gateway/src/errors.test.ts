import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { GatewayError, isGatewayError } from './errors.ts';
import { isCallMissing } from './missingCall.ts';
import { rewardPromotionOfPublic } from './schemas/rewards.ts';
import { loginNeedsCaptcha } from './schemas/session.ts';
import { GATEWAY, testGateway } from './test/testGateway.ts';

const { server, client } = testGateway({ getToken: () => 'token-1' });

async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  try {
    await promise;
  } catch (error) {
    if (isGatewayError(error)) return error;
    throw new Error(`expected a GatewayError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

const STATUS = `${GATEWAY}/wps/system/status`;
const LOGIN = `${GATEWAY}/wps/session/login`;
const credentials = { type: 'username', username: 'jogador01', password: 'wrong' } as const;

describe('§8 error mapping: envelope rejections', () => {
  it('success:false → rejected, with the server message, code, raw value and whole envelope', async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json({
          success: false,
          message: 'Username or password is incorrect',
          code: 'E1001',
          value: { captcha: true },
          fieldName: 'password',
        }),
      ),
    );
    const error = await failure(client().session.login(credentials));
    // What a gateway puts beside `value` (a failed field) stays readable.
    expect(error.envelope).toMatchObject({ success: false, fieldName: 'password' });
    expect(error).toBeInstanceOf(GatewayError);
    expect(error.kind).toBe('rejected');
    expect(error.serverMessage).toBe('Username or password is incorrect');
    expect(error.code).toBe('E1001');
    expect(error.value).toEqual({ captcha: true });
    expect(error.endpoint).toBe('login');
    expect(loginNeedsCaptcha(error)).toBe(true);
  });

  it('§4 failed login: captcha flag read leniently (1, "true", bare true), absent → false', () => {
    const rejected = (value: unknown) => new GatewayError('rejected', 'x', { value });
    expect(loginNeedsCaptcha(rejected({ captcha: 1 }))).toBe(true);
    expect(loginNeedsCaptcha(rejected({ captcha: 'true' }))).toBe(true);
    expect(loginNeedsCaptcha(rejected(true))).toBe(true);
    expect(loginNeedsCaptcha(rejected({ captcha: 0 }))).toBe(false);
    expect(loginNeedsCaptcha(rejected(undefined))).toBe(false);
    expect(loginNeedsCaptcha(new Error('x'))).toBe(false);
  });

  it('a 4xx carrying a success:false envelope is a rejection (status kept)', async () => {
    server.use(
      http.post(`${GATEWAY}/wps/verification/sms/noLogin`, () =>
        HttpResponse.json({ success: false, message: 'Mobile number is not registered' }, { status: 400 }),
      ),
    );
    const error = await failure(
      client().verification.smsNoLogin({ mobileNum: '1', countryDialingCode: '55' }),
    );
    expect(error).toMatchObject({
      kind: 'rejected',
      status: 400,
      serverMessage: 'Mobile number is not registered',
    });
  });
});

describe('§8 error mapping: transport', () => {
  it('network failure → network', async () => {
    server.use(http.post(LOGIN, () => HttpResponse.error()));
    expect((await failure(client().session.login(credentials))).kind).toBe('network');
  });

  it('no answer within timeoutMs → timeout', async () => {
    server.use(
      http.post(LOGIN, async () => {
        await delay(2_000);
        return HttpResponse.json({ success: true, value: { token: 't' } });
      }),
    );
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 50 }).session.login(credentials));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('a per-call timeoutMs overrides the client default', async () => {
    server.use(
      http.get(STATUS, async () => {
        await delay(2_000);
        return HttpResponse.json({ success: true, value: 0 });
      }),
    );
    const error = await failure(client({ retry: { maxAttempts: 1 } }).system.status({ timeoutMs: 30 }));
    expect(error.kind).toBe('timeout');
  });

  it('HTTP 5xx → server (message kept when the body is an envelope)', async () => {
    server.use(
      http.post(LOGIN, () => HttpResponse.json({ success: false, message: 'boom' }, { status: 503 })),
    );
    const error = await failure(client().session.login(credentials));
    expect(error).toMatchObject({ kind: 'server', status: 503, serverMessage: 'boom' });
  });

  it('other 4xx → http with status', async () => {
    server.use(http.post(LOGIN, () => new HttpResponse('not here', { status: 404 })));
    expect(await failure(client().session.login(credentials))).toMatchObject({ kind: 'http', status: 404 });
    server.use(http.post(LOGIN, () => HttpResponse.json({ whatever: 1 }, { status: 400 })));
    expect(await failure(client().session.login(credentials))).toMatchObject({ kind: 'http', status: 400 });
  });

  it('429 → rate-limited with Retry-After seconds (delta or HTTP date)', async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json(
          { success: false, message: 'slow down' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    );
    expect(await failure(client().session.login(credentials))).toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: 30,
      serverMessage: 'slow down',
    });
    const date = new Date(Date.now() + 120_000).toUTCString();
    server.use(
      http.post(LOGIN, () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': date } })),
    );
    const error = await failure(client().session.login(credentials));
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(118);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(120);
  });
});

describe('§8 error mapping: 401', () => {
  it('HTTP 401 → onUnauthorized() then unauthorized', async () => {
    const onUnauthorized = vi.fn();
    server.use(
      http.get(`${GATEWAY}/wps/member/info`, () =>
        HttpResponse.json(
          { success: false, message: 'You are not logged in, please login' },
          { status: 401 },
        ),
      ),
    );
    const error = await failure(client({ onUnauthorized }).member.info());
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
  });

  it('a 401 on login that carries a success:false envelope is a rejection (bad credentials), not an expiry', async () => {
    const onUnauthorized = vi.fn();
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json({ success: false, message: 'Wrong', value: { captcha: 1 } }, { status: 401 }),
      ),
    );
    const error = await failure(client({ onUnauthorized }).session.login(credentials));
    expect(error.kind).toBe('rejected');
    expect(loginNeedsCaptcha(error)).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('§8 error mapping: invalid responses never crash', () => {
  it('malformed JSON → invalid-response', async () => {
    server.use(
      http.get(
        STATUS,
        () => new HttpResponse('{"success": tru', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    expect((await failure(client().system.status())).kind).toBe('invalid-response');
  });

  it('HTML instead of JSON → invalid-response', async () => {
    server.use(http.get(STATUS, () => HttpResponse.html('<html>proxy error</html>')));
    expect((await failure(client().system.status())).kind).toBe('invalid-response');
  });

  it('empty body where a value is needed → invalid-response', async () => {
    server.use(http.get(STATUS, () => new HttpResponse(null, { status: 200 })));
    expect((await failure(client().system.status())).kind).toBe('invalid-response');
  });

  it('JSON that is not an envelope → invalid-response with issues', async () => {
    server.use(http.get(STATUS, () => HttpResponse.json({ status: 0 })));
    const error = await failure(client().system.status());
    expect(error.kind).toBe('invalid-response');
    expect(error.issues.join('\n')).toMatch(/success/);
  });

  it('a value that does not match the schema → invalid-response with summarised issues', async () => {
    server.use(
      http.get(`${GATEWAY}/wps/member/info`, () =>
        HttpResponse.json({ success: true, value: { id: 1, account: 'a', type: 'agent' } }),
      ),
    );
    const error = await failure(client().member.info());
    expect(error.kind).toBe('invalid-response');
    expect(error.issues.some((issue) => issue.startsWith('type:'))).toBe(true);
    server.use(http.post(LOGIN, () => HttpResponse.json({ success: true, value: { firstTimeLogin: true } })));
    const loginError = await failure(client().session.login(credentials));
    expect(loginError.kind).toBe('invalid-response');
    expect(loginError.issues.join()).toMatch(/token/);
  });

  it('a bad request body is refused before sending → invalid-request', async () => {
    const fetchSpy = vi.fn();
    const error = await failure(
      client({ fetch: fetchSpy }).session.login({ type: 'username', username: '', password: 'x' }),
    );
    expect(error.kind).toBe('invalid-request');
    expect(error.issues.join()).toMatch(/username/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('issue 24 item 4: a call the gateway does not have', () => {
  it.each([
    [new GatewayError('http', 'x', { status: 404 }), true],
    [new GatewayError('http', 'x', { status: 405 }), true],
    [
      new GatewayError('rejected', 'x', { code: 'UNKNOWN_ENDPOINT', serverMessage: 'Unknown endpoint' }),
      true,
    ],
    [new GatewayError('rejected', 'x', { serverMessage: 'Method not found' }), true],
    [new GatewayError('http', 'x', { status: 500 }), false],
    [new GatewayError('rejected', 'x', { serverMessage: 'Insufficient balance' }), false],
    [new Error('404'), false],
  ])('%s is missing: %s', (error, missing) => {
    expect(isCallMissing(error)).toBe(missing);
  });

  it('a public promotion reads as the reward centre’s, Join when it has no status', () => {
    expect(
      rewardPromotionOfPublic({
        id: 1002,
        title: 'Giros',
        promotionType: 'raffle',
        startTime: 1_795_000_000_000,
      }),
    ).toMatchObject({ id: '1002', title: 'Giros', status: 'Join', isRaffle: true, needsApplication: false });
    expect(rewardPromotionOfPublic({ id: '7', title: 'X', status: 'Claim' }).status).toBe('Claim');
  });
});
