import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createCoreGatewayClient } from './client.ts';
import { ENCRYPTION_HEADER } from './encryption.ts';
import { endpoints } from './endpoints.ts';
import { lobbyEndpoints } from './lobbyEndpoints.ts';
import { findWhiteLabelModule } from './schemas/system.ts';
import { GATEWAY, ok, testGateway } from './test/testGateway.ts';

const { server, client, capture } = testGateway({ getToken: () => null });

describe('§7 paths and methods', () => {
  it('every endpoint uses the path and method of the spec', () => {
    expect(
      Object.fromEntries(Object.entries(endpoints).map(([name, e]) => [name, `${e.method} ${e.path}`])),
    ).toMatchObject({
      systemStatus: 'GET /wps/system/status',
      whiteLabel: 'GET /wps/system/whitelabel',
      permission: 'GET /wps/system/permission',
      registerSettings: 'GET /wps/system/setting/register',
      captcha: 'GET /wps/captcha',
      login: 'POST /wps/session/login',
      smsNoLogin: 'POST /wps/verification/sms/noLogin',
      memberInfo: 'GET /wps/member/info',
      changePassword: 'POST /wps/member/password',
      logout: 'DELETE /wps/session/logout',
      balance: 'GET /wps/v2/wallets/balance',
      register: 'PUT /wps/member/register',
      registerMobile: 'PUT /wps/member/register/mobile',
      registerSms: 'POST /wps/verification/sms/register',
      freePlayLogin: 'POST /wps/session/login/freeplay',
      forgotPasswordByEmail: 'POST /wps/member/password/email',
      resetPasswordByPhone: 'POST /wps/member/password/verification',
      memberIcon: 'GET /wps/member/info/icon',
      setMemberIcon: 'POST /wps/member/info/icon',
      domainRoute: 'GET /wps/system/domainRoute',
    });
  });

  it('joins any baseUrl form: empty, relative prefix, absolute with or without slash', () => {
    const at = (baseUrl: string) => client({ baseUrl }).urlFor('systemStatus');
    expect(at('')).toBe('/wps/system/status');
    expect(at('/gw')).toBe('/gw/wps/system/status');
    expect(at('/gw/')).toBe('/gw/wps/system/status');
    expect(at('http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787/wps/system/status');
    expect(at('http://127.0.0.1:8787/')).toBe('http://127.0.0.1:8787/wps/system/status');
    expect(client().urlFor('balance', { a: 1, b: undefined, c: 'x y' })).toBe(
      `${GATEWAY}/wps/v2/wallets/balance?a=1&c=x+y`,
    );
  });

  it('the permission path (not shown by the spec) can be overridden', async () => {
    const seen = capture('get', '/wps/system/permissionInfo', { mainDomain: 'sorte.example' });
    const c = client({ endpointOverrides: { permission: '/wps/system/permissionInfo' } });
    await expect(c.system.permission()).resolves.toMatchObject({ mainDomain: 'sorte.example' });
    expect(seen).toHaveLength(1);
  });
});

describe('§7 headers: token, modID, language', () => {
  it('X-Mod-Id: the modIds option wins per endpoint, its default fills the calls no module governs', async () => {
    const status = capture('get', '/wps/system/status', 0);
    const sms = capture('post', '/wps/verification/sms/noLogin', { expiredMinutes: 1 });
    const gw = client({ modIds: { systemStatus: 'SYS', default: 'WEB' } });
    await gw.system.status();
    await gw.verification.smsNoLogin({ mobileNum: '11987654321', countryDialingCode: '55' });
    expect(status[0]?.headers.get('x-mod-id')).toBe('SYS');
    expect(sms[0]?.headers.get('x-mod-id')).toBe('MOBILEVERCODELOGIN3');
    await client({ modIds: { default: 'WEB' } }).system.status();
    expect(status[1]?.headers.get('x-mod-id')).toBe('WEB');
  });

  it('sends Authorization: Bearer whenever a token exists; X-Mod-Id only from a governing module or modIds', async () => {
    const seen = capture('get', '/wps/system/status', 0);
    await client({ getToken: () => 'tok-1', language: () => 'pt-BR' }).system.status();
    await client().system.status();
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(seen[0]?.headers.get('x-mod-id')).toBeNull();
    expect(seen[0]?.headers.get('accept-language')).toBe('PT-BR');
    expect(seen[1]?.headers.get('authorization')).toBeNull();
    expect(seen[1]?.headers.get('accept-language')).toBeNull();
  });

  it('§1: Accept-Language carries the §1 code of the chosen language, never a locale tag', async () => {
    const seen = capture('get', '/wps/system/status', 0);
    for (const language of ['zh-TW', 'pt-PT', 'ar', 'EN'])
      await client({ language: () => language }).system.status();
    expect(seen.map((request) => request.headers.get('accept-language'))).toEqual(['TW', 'PT', 'AR', 'EN']);
  });

  it('tags each call with its module id', async () => {
    const a = capture('get', '/wps/captcha', 'data:image/png;base64,AAAA');
    const b = capture('get', '/wps/member/info', { id: 1, account: 'a', type: 0 });
    const c = capture('get', '/wps/v2/wallets/balance', { balance: 1 });
    const d = capture('post', '/wps/verification/sms/noLogin', { expiredMinutes: 1 });
    const e = capture('delete', '/wps/session/logout', null);
    const gw = client({ getToken: () => 't' });
    await gw.captcha.get();
    await gw.member.info();
    await gw.wallet.balance();
    await gw.verification.smsNoLogin({ mobileNum: '11987654321', countryDialingCode: '55' });
    await gw.session.logout();
    // §6: the SMS code without login serves the SMS-code login (MOBILEVERCODELOGIN3); the others have no module.
    expect([a, b, c, d, e].map((s) => s[0]?.headers.get('x-mod-id'))).toEqual([
      null,
      null,
      null,
      'MOBILEVERCODELOGIN3',
      null,
    ]);
    expect(e[0]?.method).toBe('DELETE');
  });

  it('extra per-call headers and query are sent', async () => {
    const seen = capture('get', '/wps/v2/wallets/balance', { balance: 1 });
    await client().wallet.balance({ headers: { 'Idempotency-Key': 'k1' }, query: { refresh: true } });
    expect(seen[0]?.headers.get('idempotency-key')).toBe('k1');
    expect(seen[0]?.url.searchParams.get('refresh')).toBe('true');
  });
});

describe('§7 login (encrypted) and SMS bodies', () => {
  it('login by username: exact body, JSON content type, plain encryption header by default', async () => {
    const seen = capture('post', '/wps/session/login', { token: 'abc' });
    await client().session.login({
      type: 'username',
      username: 'jogador01',
      password: 'Sorte2026',
      captcha: '1234',
      captchaKey: 'k',
      // @ts-expect-error unknown keys are never sent
      extra: 'dropped',
    });
    const req = seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers.get('content-type')).toBe('application/json');
    expect(req.headers.get(ENCRYPTION_HEADER)).toBe('none');
    expect(req.headers.get('x-mod-id')).toBeNull();
    expect(JSON.parse(req.body)).toEqual({
      type: 'username',
      username: 'jogador01',
      password: 'Sorte2026',
      captcha: '1234',
      captchaKey: 'k',
    });
  });

  it('login by SMS sends the mobile, dialing code and verification code', async () => {
    const seen = capture('post', '/wps/session/login', { token: 'abc' });
    await client().session.login({
      type: 'sms',
      mobileNum: '11987654321',
      countryDialingCode: '55',
      verificationCode: '123456',
    });
    expect(JSON.parse(seen[0]!.body)).toEqual({
      type: 'sms',
      mobileNum: '11987654321',
      countryDialingCode: '55',
      verificationCode: '123456',
    });
  });

  it('SMS code request body is exact and not marked encrypted', async () => {
    const seen = capture('post', '/wps/verification/sms/noLogin', { expiredMinutes: 2 });
    await expect(
      client().verification.smsNoLogin({ mobileNum: '11987654321', countryDialingCode: '55' }),
    ).resolves.toEqual({ expiredMinutes: 2 });
    expect(JSON.parse(seen[0]!.body)).toEqual({ mobileNum: '11987654321', countryDialingCode: '55' });
    expect(seen[0]!.headers.get(ENCRYPTION_HEADER)).toBeNull();
  });

  it('GET calls carry no body and no content type', async () => {
    const seen = capture('get', '/wps/system/status', 0);
    await client().system.status();
    expect(seen[0]!.body).toBe('');
    expect(seen[0]!.headers.get('content-type')).toBeNull();
  });
});

describe('§3 lenient responses are normalised', () => {
  it('§4 system status: number, numeric string, object (ip also from location)', async () => {
    const cases: [unknown, unknown][] = [
      [0, { status: 0 }],
      ['1', { status: 1 }],
      [
        { status: '2', ip: '203.0.113.45' },
        { status: 2, ip: '203.0.113.45' },
      ],
      [
        { status: 2, location: { ip: '198.51.100.7' } },
        { status: 2, ip: '198.51.100.7' },
      ],
    ];
    for (const [value, expected] of cases) {
      server.use(http.get(`${GATEWAY}/wps/system/status`, () => ok(value)));
      await expect(client().system.status()).resolves.toEqual(expected);
    }
  });

  it('white label: array, {list}, {modules}; enabled as boolean, 0/1 or string', async () => {
    const tree = [
      {
        modId: 'LOGIN',
        enabled: 1,
        childrenNodes: [
          { modId: 'MOBILEVERCODELOGIN3', enabled: 'true', childrenNodes: null },
          { modId: 'FREEPLAY3', enabled: '0' },
        ],
      },
      { modId: 'PTSYS3', enabled: false, extra: 'kept out' },
    ];
    const expected = [
      {
        modId: 'LOGIN',
        enabled: true,
        childrenNodes: [
          { modId: 'MOBILEVERCODELOGIN3', enabled: true, childrenNodes: [] },
          { modId: 'FREEPLAY3', enabled: false, childrenNodes: [] },
        ],
      },
      { modId: 'PTSYS3', enabled: false, childrenNodes: [] },
    ];
    for (const value of [tree, { list: tree }, { modules: tree }]) {
      server.use(http.get(`${GATEWAY}/wps/system/whitelabel`, () => ok(value)));
      const result = await client().system.whiteLabel();
      expect(result).toEqual(expected);
      expect(findWhiteLabelModule(result, 'MOBILEVERCODELOGIN3')?.enabled).toBe(true);
    }
  });

  it('permission info keeps unknown keys and accepts CDN lists as strings', async () => {
    server.use(
      http.get(`${GATEWAY}/wps/system/permission`, () =>
        ok({
          customerService: [{ csType: 1, path: 'enc' }],
          imageCDNs: 'https://a.example, https://b.example',
          launchGameCDNs: ['https://l.example'],
          location: { ip: '203.0.113.45' },
          gtagId: null,
          somethingNew: { a: 1 },
        }),
      ),
    );
    const info = await client().system.permission();
    expect(info.customerService).toEqual([{ csType: '1', path: 'enc' }]);
    expect(info.imageCDNs).toEqual(['https://a.example', 'https://b.example']);
    expect(info.location?.ip).toBe('203.0.113.45');
    expect(info.gtagId).toBeUndefined();
    expect(info.somethingNew).toEqual({ a: 1 });
  });

  it('§7 domain routes: a list of strings or { domain | domainName | host | url }, bare or wrapped; broken items dropped', async () => {
    const cases: [unknown, string[]][] = [
      [
        ['sorte.example', 'https://www.sorte.example'],
        ['sorte.example', 'https://www.sorte.example'],
      ],
      [
        [{ domain: 'a.example' }, { host: 'b.example:8443' }, { url: 'https://c.example/x' }],
        ['a.example', 'b.example:8443', 'https://c.example/x'],
      ],
      [{ list: [{ domainName: ' d.example ' }, 42, null, { other: 1 }, ''] }, ['d.example']],
      [{ data: { domains: ['e.example'] } }, ['e.example']],
      [{ domainRoute: 'f.example, g.example' }, ['f.example', 'g.example']],
      [[], []],
    ];
    for (const [value, expected] of cases) {
      const seen = capture('get', '/wps/system/domainRoute', value);
      await expect(client().system.domainRoute()).resolves.toEqual(expected);
      expect(seen[0]?.headers.get('x-mod-id')).toBeNull();
    }
  });

  it('§7 domain routes: an answer with no list of domains is an error, never an empty list', async () => {
    for (const value of [{ nothing: [] }, 42, true]) {
      server.use(http.get(`${GATEWAY}/wps/system/domainRoute`, () => ok(value)));
      await expect(client().system.domainRoute()).rejects.toMatchObject({ kind: 'invalid-response' });
    }
  });

  it('issue 24 item 4: an unreadable answer names its call and JSON paths in the console, never a value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(`${GATEWAY}/wps/member/info`, () =>
        ok({ id: 'jogador01-id', account: 'jogador01', type: { level: 'jogador01-vip' } }),
      ),
    );
    await expect(client({ getToken: () => 'token' }).call('memberInfo', undefined)).rejects.toMatchObject({
      kind: 'invalid-response',
    });
    // The warning module loads on demand: an earlier test's warning may land now too.
    const told = () =>
      warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('memberInfo'));
    await vi.waitFor(() => expect(told()).toHaveLength(1), { timeout: 5000 });
    const [line] = told();
    expect(line).toMatch(/^Sorte gateway: the answer of memberInfo could not be read at type \(expected /);
    expect(line).not.toContain('jogador01');
    warn.mockRestore();
  });

  it('register settings are normalised to { fields } (more shapes in account.test.ts)', async () => {
    server.use(
      http.get(`${GATEWAY}/wps/system/setting/register`, () => ok({ fields: { email: { enabled: 1 } } })),
    );
    await expect(client().account.registerSettings()).resolves.toEqual({
      fields: { email: { enabled: true, required: false } },
    });
  });

  it('captcha: bare string, data URL, svg markup, {image,key}, {img,uuid}, {captcha,captchaKey}', async () => {
    const cases: [unknown, unknown][] = [
      ['iVBORw0K', { image: 'data:image/png;base64,iVBORw0K' }],
      ['data:image/svg+xml;base64,PHN2Zy8+', { image: 'data:image/svg+xml;base64,PHN2Zy8+' }],
      ['https://cdn.example/c.png', { image: 'https://cdn.example/c.png' }],
      ['<svg></svg>', { image: 'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E' }],
      [
        { image: 'data:image/png;base64,AA', key: 'k1' },
        { image: 'data:image/png;base64,AA', key: 'k1' },
      ],
      [
        { img: 'AA', uuid: 42 },
        { image: 'data:image/png;base64,AA', key: '42' },
      ],
      [
        { captcha: 'AA', captchaKey: 'k3' },
        { image: 'data:image/png;base64,AA', key: 'k3' },
      ],
    ];
    for (const [value, expected] of cases) {
      server.use(http.get(`${GATEWAY}/wps/captcha`, () => ok(value)));
      await expect(client().captcha.get()).resolves.toEqual(expected);
    }
  });

  it('login value: 0/1 and string booleans', async () => {
    server.use(
      http.post(`${GATEWAY}/wps/session/login`, () =>
        ok({ token: 'abc', firstTimeLogin: 1, passwordExpired: '0', captcha: false }),
      ),
    );
    await expect(client().session.login({ type: 'username', username: 'u', password: 'p' })).resolves.toEqual(
      {
        token: 'abc',
        firstTimeLogin: true,
        passwordExpired: false,
        captcha: false,
      },
    );
  });

  it('member info: numeric id → string, numeric-string type → number, null nickname dropped', async () => {
    server.use(
      http.get(`${GATEWAY}/wps/member/info`, () =>
        ok({ id: 10001, account: 'jogador01', nickname: null, type: '41', clubLabel: 'AUTO', extra: 1 }),
      ),
    );
    await expect(client().member.info()).resolves.toEqual({
      id: '10001',
      account: 'jogador01',
      type: 41,
      clubLabel: 'AUTO',
    });
  });

  it('balance: numeric string, bare number, isSingle as 0/1', async () => {
    const cases: [unknown, unknown][] = [
      [
        { balance: '1523.75', isSingle: 1 },
        { balance: 1523.75, isSingle: true },
      ],
      [{ balance: 0 }, { balance: 0 }],
      ['12.5', { balance: 12.5 }],
    ];
    for (const [value, expected] of cases) {
      server.use(http.get(`${GATEWAY}/wps/v2/wallets/balance`, () => ok(value)));
      await expect(client().wallet.balance()).resolves.toEqual(expected);
    }
  });

  it('SMS code: missing value → {}, bare number → expiredMinutes', async () => {
    server.use(
      http.post(`${GATEWAY}/wps/verification/sms/noLogin`, () => HttpResponse.json({ success: true })),
    );
    const body = { mobileNum: '1', countryDialingCode: '55' };
    await expect(client().verification.smsNoLogin(body)).resolves.toEqual({});
    server.use(http.post(`${GATEWAY}/wps/verification/sms/noLogin`, () => ok('3')));
    await expect(client().verification.smsNoLogin(body)).resolves.toEqual({ expiredMinutes: 3 });
  });

  it('envelope success may be 1 / "true"; logout accepts an empty 204', async () => {
    server.use(http.get(`${GATEWAY}/wps/system/status`, () => HttpResponse.json({ success: 1, value: 0 })));
    await expect(client().system.status()).resolves.toEqual({ status: 0 });
    server.use(http.delete(`${GATEWAY}/wps/session/logout`, () => new HttpResponse(null, { status: 204 })));
    await expect(client({ getToken: () => 't' }).session.logout()).resolves.toBeUndefined();
  });
});

describe('§7 caller signal', () => {
  it('a caller abort ends the call with kind aborted (not timeout)', async () => {
    server.use(
      http.get(`${GATEWAY}/wps/system/status`, async () => {
        await delay(5_000);
        return ok(0);
      }),
    );
    const controller = new AbortController();
    const pending = client().system.status({ signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('onUnauthorized is not called for successful calls', async () => {
    const onUnauthorized = vi.fn();
    server.use(http.get(`${GATEWAY}/wps/system/status`, () => ok(0)));
    await client({ onUnauthorized }).system.status();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('feature tables (withEndpoints)', () => {
  it('a core client refuses a feature call until the feature brings its table, then keeps the token', async () => {
    const core = createCoreGatewayClient({
      baseUrl: GATEWAY,
      getToken: () => 'tok-123',
      onUnauthorized: () => {},
      retry: { sleep: async () => {} },
    });
    await expect(core.call('favouriteIds', undefined)).rejects.toMatchObject({ kind: 'invalid-request' });

    const seen = capture('get', '/wps/relay/MCSFE_getFavoriteGames', { favGameIds: ['g1'] });
    const withLobby = core.withEndpoints(lobbyEndpoints);
    await withLobby.call('favouriteIds', undefined);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok-123');
  });
});
