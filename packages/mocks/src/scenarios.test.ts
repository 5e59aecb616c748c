import { PHONE_AUTH_ERROR_CODES } from '@sorte/domain';
import {
  createGatewayClient,
  ENDPOINT_NAMES,
  type EndpointName,
  type GatewayErrorKind,
  isCallMissing,
  isGatewayError,
} from '@sorte/gateway';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDb, mockDb } from './db.ts';
import { failures } from './failures.ts';
import { DEMO_PASSWORD } from './fixtures/accounts.ts';
import { createHandlers } from './handlers/index.ts';
import {
  applyScenario,
  DEMO_VISITOR_IP,
  defaultScenario,
  type FailureMode,
  mergeScenario,
  PHONE_AUTH_CODES,
  resetScenario,
  scenarioFromSearchParams,
} from './scenarios.ts';
import { GATEWAY, mockGatewayForFile } from './test/mockGateway.ts';

const mock = mockGatewayForFile();

const gw = (timeoutMs = 15_000) =>
  createGatewayClient({
    baseUrl: GATEWAY,
    getToken: () => null,
    onUnauthorized: () => {},
    timeoutMs,
    retry: { maxAttempts: 1 },
  });

async function kindOf(promise: Promise<unknown>): Promise<GatewayErrorKind | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (isGatewayError(error)) return error.kind;
    throw error;
  }
}

describe('§8 domain check scenario', () => {
  it('lists the host the site is served from by default, and only the operator domains when switched off', async () => {
    const listed = await gw().system.domainRoute({ headers: { origin: 'https://play.site.test:4173' } });
    expect(listed).toEqual(expect.arrayContaining(['sorte.example', 'play.site.test:4173', 'localhost']));
    expect(scenarioFromSearchParams(new URLSearchParams('mock.domain=off'))).toEqual({ domainListed: false });
    mock.applyScenario({ domainListed: false });
    const unlisted = await gw().system.domainRoute({ headers: { origin: 'https://play.site.test:4173' } });
    expect(unlisted).toEqual(['sorte.example', 'www.sorte.example']);
  });
});

describe('§4 system status scenarios', () => {
  it.each([
    [0, { status: 0, ip: DEMO_VISITOR_IP }],
    [1, { status: 1, ip: DEMO_VISITOR_IP }],
    [2, { status: 2, ip: DEMO_VISITOR_IP }],
  ])('status %i', async (systemStatus, expected) => {
    mock.applyScenario({ systemStatus });
    await expect(gw().system.status()).resolves.toEqual(expected);
    const permission = await gw().system.permission();
    expect(permission.maintenance).toBe(systemStatus === 1);
    expect(permission.regionRestriction).toBe(systemStatus === 2);
    expect(permission.location?.ip).toBe(DEMO_VISITOR_IP);
  });

  it('the visitor IP can be changed', async () => {
    mock.applyScenario({ systemStatus: 2, visitorIp: '198.51.100.7' });
    await expect(gw().system.status()).resolves.toEqual({ status: 2, ip: '198.51.100.7' });
  });
});

describe('§6 white-label switches', () => {
  it('defaults: all on except CHNGPASSVERIF3; each switch is served in the tree', async () => {
    const tree = await gw().system.whiteLabel();
    const flat = Object.fromEntries(
      tree.flatMap((group) => group.childrenNodes).map((n) => [n.modId, n.enabled]),
    );
    expect(flat).toEqual({ ...defaultScenario().whiteLabel });
    expect(flat.CHNGPASSVERIF3).toBe(false);
    expect(flat.MOBILEVERCODELOGIN3).toBe(true);
    mock.applyScenario({ whiteLabel: { MOBILEVERCODELOGIN3: false, PTSYS3: false } });
    const after = await gw().system.whiteLabel();
    const flatAfter = Object.fromEntries(
      after.flatMap((g) => g.childrenNodes).map((n) => [n.modId, n.enabled]),
    );
    expect(flatAfter).toMatchObject({ MOBILEVERCODELOGIN3: false, PTSYS3: false, FREEPLAY3: true });
  });
});

describe('§8 failure injection per endpoint', () => {
  const expected: [FailureMode, GatewayErrorKind][] = [
    ['server-error', 'server'],
    ['network-error', 'network'],
    ['malformed', 'invalid-response'],
    ['rejected', 'rejected'],
    ['unauthorized', 'unauthorized'],
    ['rate-limited', 'rate-limited'],
    ['missing', 'http'],
  ];
  it.each(expected)('%s → %s', async (mode, kind) => {
    mock.applyScenario({ failures: { systemStatus: mode } });
    await expect(kindOf(gw().system.status())).resolves.toBe(kind);
    // other endpoints are untouched
    await expect(kindOf(gw().system.whiteLabel())).resolves.toBe('ok');
  });

  it('login fails as injected too (a 401 envelope on login reads as a rejection, by contract)', async () => {
    const login = () =>
      gw().session.login({ type: 'username', username: 'jogador01', password: DEMO_PASSWORD });
    mock.applyScenario({ failures: { login: 'network-error' } });
    await expect(kindOf(login())).resolves.toBe('network');
    mock.applyScenario({ failures: { login: 'unauthorized' } });
    await expect(kindOf(login())).resolves.toBe('rejected');
  });

  it('missing: a 404 the site reads as a call this gateway does not offer (issue 24 item 4)', async () => {
    mock.applyScenario({ failures: { teamOverview: 'missing' } });
    const error = await gw()
      .agentTeam.overview({ start: '2026-11-01', end: '2026-11-07' })
      .catch((caught: unknown) => caught);
    expect(isCallMissing(error)).toBe(true);
    mock.server.use(failures.missing('securityInfo', { baseUrl: GATEWAY }));
    expect(
      isCallMissing(
        await gw()
          .accountPages.securityInfo()
          .catch((caught: unknown) => caught),
      ),
    ).toBe(true);
  });

  it('timeout → the client times out', async () => {
    mock.applyScenario({ failures: { systemStatus: 'timeout' } });
    await expect(kindOf(gw(80).system.status())).resolves.toBe('timeout');
  });

  it('null clears a failure', async () => {
    mock.applyScenario({ failures: { systemStatus: 'server-error' } });
    mock.applyScenario({ failures: { systemStatus: null } });
    await expect(kindOf(gw().system.status())).resolves.toBe('ok');
  });

  it('latency: global and per endpoint', async () => {
    mock.applyScenario({ latencyMs: 40, endpointLatencyMs: { systemStatus: 300 } });
    let started = Date.now();
    await gw().system.status();
    expect(Date.now() - started).toBeGreaterThanOrEqual(335);
    started = Date.now();
    await gw().system.whiteLabel();
    const whiteLabelMs = Date.now() - started;
    expect(whiteLabelMs).toBeGreaterThanOrEqual(35);
    expect(whiteLabelMs).toBeLessThan(300);
  });

  it('override helpers for server.use(): network, rejected with message, rate limited, once', async () => {
    mock.server.use(failures.network('balance'), failures.rejected('login', 'Conta bloqueada'));
    await expect(kindOf(gw().wallet.balance())).resolves.toBe('network');
    await expect(
      gw().session.login({ type: 'username', username: 'jogador01', password: DEMO_PASSWORD }),
    ).rejects.toMatchObject({ kind: 'rejected', serverMessage: 'Conta bloqueada' });
    mock.server.use(
      failures.rateLimited('captcha', 12),
      failures.serverError('systemStatus', { once: true }),
    );
    await expect(gw().captcha.get()).rejects.toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 12 });
    await expect(kindOf(gw().system.status())).resolves.toBe('server');
    await expect(kindOf(gw().system.status())).resolves.toBe('ok');
    mock.server.use(
      failures.timeout('whiteLabel'),
      failures.malformed('permission'),
      failures.unauthorized('memberInfo'),
    );
    await expect(kindOf(gw(50).system.whiteLabel())).resolves.toBe('timeout');
    await expect(kindOf(gw().system.permission())).resolves.toBe('invalid-response');
    await expect(kindOf(gw().member.info())).resolves.toBe('unauthorized');
  });

  it('failures.latency delays, then the normal handler answers', async () => {
    mock.server.use(failures.latency('systemStatus', 60));
    const started = Date.now();
    await expect(gw().system.status()).resolves.toMatchObject({ status: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });
});

describe('handlers match the gateway path under any baseUrl', () => {
  async function answered(baseUrl: string, url: string) {
    const response = await getResponse(createHandlers(createDb(), { baseUrl }), new Request(url));
    return response?.status;
  }
  it.each([
    ['', 'http://localhost:5173/wps/system/status', 200],
    ['', 'http://127.0.0.1:8787/wps/system/status', 200],
    ['/gw', 'http://localhost:5173/gw/wps/system/status', 200],
    ['/gw/', 'http://localhost:5173/gw/wps/system/status', 200],
    ['/gw', 'http://localhost:5173/wps/system/status', undefined],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787/wps/system/status', 200],
    ['http://127.0.0.1:8787/', 'http://127.0.0.1:8787/wps/system/status', 200],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:9999/wps/system/status', undefined],
  ])('baseUrl %j answers %s', async (baseUrl, url, status) => {
    await expect(answered(baseUrl, url)).resolves.toBe(status);
  });

  it('the permission path can be mirrored from the client override', async () => {
    const handlers = createHandlers(createDb(), { baseUrl: '', paths: { permission: '/wps/system/perm' } });
    const response = await getResponse(handlers, new Request('http://x/wps/system/perm'));
    expect(response?.status).toBe(200);
  });
});

describe('scenario switches: query keys, merge, apply/reset', () => {
  it('scenarioFromSearchParams reads the mock.* keys and ignores the rest', () => {
    const params = new URLSearchParams(
      [
        'mock.status=1',
        'mock.ip=198.51.100.7',
        'mock.sms=off',
        'mock.wl.PTSYS3=0',
        'mock.wl.FREEPLAY3=on',
        'mock.wl.NOPE3=on',
        'mock.fail.login=network-error',
        'mock.fail.balance=none',
        'mock.fail.captcha=explode',
        'mock.fail.nope=timeout',
        'mock.latency=250',
        'mock.latency.systemStatus=900',
        'mock.smsMinutes=2',
        'lang=pt',
        'mock.status=abc',
      ].join('&'),
    );
    expect(scenarioFromSearchParams(params)).toEqual({
      systemStatus: 1,
      visitorIp: '198.51.100.7',
      whiteLabel: { MOBILEVERCODELOGIN3: false, PTSYS3: false, FREEPLAY3: true },
      failures: { login: 'network-error', balance: null },
      latencyMs: 250,
      endpointLatencyMs: { systemStatus: 900 },
      smsExpiredMinutes: 2,
    });
    expect(scenarioFromSearchParams(new URLSearchParams('a=1'))).toEqual({});
  });

  it('mergeScenario is pure and validates', () => {
    const base = defaultScenario();
    const next = mergeScenario(base, { failures: { login: 'timeout' }, whiteLabel: { FREEPLAY3: false } });
    expect(base.failures).toEqual({});
    expect(next.failures).toEqual({ login: 'timeout' });
    expect(next.whiteLabel.FREEPLAY3).toBe(false);
    expect(next.whiteLabel.PTSYS3).toBe(true);
    expect(() => mergeScenario(base, { failures: { login: 'explode' as never } })).toThrow();
    expect(() => mergeScenario(base, { unknownKey: 1 } as never)).toThrow();
    expect(() => mergeScenario(base, { failures: { nope: 'timeout' } as never })).toThrow();
  });

  it('applyScenario/resetScenario act on the given db, or the shared mockDb by default', () => {
    const db = createDb();
    applyScenario({ systemStatus: 2 }, db);
    expect(db.scenario.systemStatus).toBe(2);
    expect(mockDb.scenario.systemStatus).toBe(0);
    applyScenario({ systemStatus: 1 });
    expect(mockDb.scenario.systemStatus).toBe(1);
    resetScenario();
    resetScenario(db);
    expect(mockDb.scenario).toEqual(defaultScenario());
    expect(db.scenario).toEqual(defaultScenario());
  });
});

describe('ENDPOINT failure keys are the gateway endpoint names', () => {
  it('every name in the query maps to a real endpoint', () => {
    const names: EndpointName[] = [
      'systemStatus',
      'whiteLabel',
      'permission',
      'registerSettings',
      'captcha',
      'login',
      'smsNoLogin',
      'memberInfo',
      'changePassword',
      'logout',
      'balance',
      'register',
      'registerMobile',
      'registerSms',
      'freePlayLogin',
      'forgotPasswordByEmail',
      'resetPasswordByPhone',
      'memberIcon',
    ];
    expect(ENDPOINT_NAMES).toEqual(expect.arrayContaining(names));
    for (const name of names) {
      expect(scenarioFromSearchParams(new URLSearchParams(`mock.fail.${name}=rejected`))).toEqual({
        failures: { [name]: 'rejected' },
      });
    }
  });
});

describe('public popups switch (tests about other things turn §4 popups off)', () => {
  it('is on by default, and mock.popups=off / a patch turns it off', () => {
    expect(defaultScenario().publicPopups).toBe(true);
    expect(scenarioFromSearchParams(new URLSearchParams('mock.popups=off'))).toEqual({ publicPopups: false });
    expect(mergeScenario(defaultScenario(), { publicPopups: false }).publicPopups).toBe(false);
  });
});

describe('§8 phone authentication switch (every SMS send refused with auth/<code>)', () => {
  it('knows exactly the domain’s §8 codes', () => {
    expect([...PHONE_AUTH_CODES]).toEqual([...PHONE_AUTH_ERROR_CODES]);
  });

  it('is off by default; mock.phoneAuth=<code> or a patch turns it on, none clears, unknown codes are ignored', () => {
    expect(defaultScenario().phoneAuthError).toBeNull();
    expect(scenarioFromSearchParams(new URLSearchParams('mock.phoneAuth=code-expired'))).toEqual({
      phoneAuthError: 'code-expired',
    });
    expect(scenarioFromSearchParams(new URLSearchParams('mock.phoneAuth=none'))).toEqual({
      phoneAuthError: null,
    });
    expect(scenarioFromSearchParams(new URLSearchParams('mock.phoneAuth=made-up'))).toEqual({});
    const on = mergeScenario(defaultScenario(), { phoneAuthError: 'quota-exceeded' });
    expect(on.phoneAuthError).toBe('quota-exceeded');
    expect(mergeScenario(on, {}).phoneAuthError).toBe('quota-exceeded');
    expect(mergeScenario(on, { phoneAuthError: null }).phoneAuthError).toBeNull();
  });

  it('the SMS send answers a rejection carrying the code, and sends again once cleared', async () => {
    const request = { countryDialingCode: '55', mobileNum: '11987654321' };
    mock.applyScenario({ phoneAuthError: 'too-many-requests' });
    const refused = await gw()
      .verification.smsNoLogin(request)
      .catch((error: unknown) => error);
    expect(isGatewayError(refused) && [refused.kind, refused.code]).toEqual([
      'rejected',
      'auth/too-many-requests',
    ]);
    mock.applyScenario({ phoneAuthError: null });
    await expect(kindOf(gw().verification.smsNoLogin(request))).resolves.toBe('ok');
  });

  it('phoneAuthStep picks the refused calls: verify leaves sends alone, and the SMS login answers the code', async () => {
    expect(defaultScenario().phoneAuthStep).toBe('both');
    expect(scenarioFromSearchParams(new URLSearchParams('mock.phoneAuthStep=verify'))).toEqual({
      phoneAuthStep: 'verify',
    });
    expect(scenarioFromSearchParams(new URLSearchParams('mock.phoneAuthStep=never'))).toEqual({});
    const request = { countryDialingCode: '55', mobileNum: '11987654321' };
    mock.applyScenario({ phoneAuthError: 'code-expired', phoneAuthStep: 'verify' });
    await expect(kindOf(gw().verification.smsNoLogin(request))).resolves.toBe('ok');
    const refused = await gw()
      .session.login({ type: 'sms', ...request, verificationCode: '000000' })
      .catch((error: unknown) => error);
    expect(isGatewayError(refused) && refused.code).toBe('auth/code-expired');
    mock.applyScenario({ phoneAuthStep: 'send' });
    await expect(kindOf(gw().verification.smsNoLogin(request))).resolves.toBe('rejected');
    mock.applyScenario({ phoneAuthError: null, phoneAuthStep: 'both' });
  });
});
