import * as domain from '@sorte/domain';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createAesGcmEncryptor } from './aesGcm.ts';
import { AES_GCM_SCHEME, ENCRYPTION_HEADER, generateAesKeyBase64 } from './encryption.ts';
import { type EndpointName, endpoints } from './endpoints.ts';
import {
  loginNeedsSecondVerification,
  type RegisterMobileRequest,
  type RegisterRequest,
} from './schemas/account.ts';
import { SECOND_VERIFICATION_METHODS } from './schemas/session.ts';
import { GATEWAY, rejection, testGateway } from './test/testGateway.ts';

const { server, client, capture } = testGateway({ getToken: () => null });

const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });

const ACCOUNT_ROWS: Record<string, [string, string, string | undefined, boolean, boolean, boolean]> = {
  // name: method, path, modId (the governing white-label module, §6), auth, encrypted, retry
  register: ['PUT', '/wps/member/register', undefined, false, true, false],
  registerMobile: ['PUT', '/wps/member/register/mobile', 'MOBILENUMREG3', false, true, false],
  registerSms: ['POST', '/wps/verification/sms/register', 'REGMOBVERF3', false, false, false],
  freePlayLogin: ['POST', '/wps/session/login/freeplay', 'FREEPLAY3', false, true, false],
  forgotPasswordByEmail: ['POST', '/wps/member/password/email', undefined, false, false, false],
  resetPasswordByPhone: ['POST', '/wps/member/password/verification', 'CHNGPASSVERIF3', false, true, false],
  memberIcon: ['GET', '/wps/member/info/icon', undefined, true, false, true],
  setMemberIcon: ['POST', '/wps/member/info/icon', undefined, true, false, false],
};

describe('§7 account calls in the endpoint table', () => {
  it.each(Object.entries(ACCOUNT_ROWS))('%s', (name, [method, path, modId, auth, encrypted, retry]) => {
    expect(endpoints[name as EndpointName]).toMatchObject({ method, path, auth, encrypted, retry });
    expect(endpoints[name as EndpointName].modId).toBe(modId);
  });
});

const registerBody: RegisterRequest = {
  username: 'novato02',
  password: 'Sorte2027',
  confirmPassword: 'Sorte2027',
  countryDialingCode: '55',
  mobileNum: '11912345678',
  verificationCode: '123456',
  referralCode: 'ANA2026',
  payeeName: 'MARIA OLIVEIRA',
  domain: 'sorte.example',
  birthday: '1990-05-17',
  captcha: '1234',
  captchaKey: 'k1',
};

describe('§7 register: PUT /wps/member/register (encrypted)', () => {
  it('sends PUT, no X-Mod-Id (no white-label module governs it), the §3 fields only, plain-marked JSON by default', async () => {
    const seen = capture('all', '/wps/member/register', ok({ token: 'tok-new' }));
    await expect(
      client().account.register({
        ...registerBody,
        // @ts-expect-error unknown keys are never sent
        isAdult: true,
      }),
    ).resolves.toEqual({ token: 'tok-new' });
    const req = seen[0]!;
    expect(req.method).toBe('PUT');
    expect(req.headers.get('x-mod-id')).toBeNull();
    expect(req.headers.get('authorization')).toBeNull();
    expect(req.headers.get(ENCRYPTION_HEADER)).toBe('none');
    expect(JSON.parse(req.body)).toEqual(registerBody);
  });

  it('goes through the AES encryptor', async () => {
    const aes = createAesGcmEncryptor(generateAesKeyBase64());
    const seen = capture('all', '/wps/member/register', async () => {
      const sealed = await aes.encrypt(
        JSON.stringify({ success: true, value: { token: 't', firstTimeLogin: 1 } }),
      );
      return new HttpResponse(sealed.body, {
        headers: { 'Content-Type': 'application/json', ...sealed.headers },
      });
    });
    await expect(client({ encryptor: aes }).account.register(registerBody)).resolves.toEqual({
      token: 't',
      firstTimeLogin: true,
    });
    expect(seen[0]!.headers.get(ENCRYPTION_HEADER)).toBe(AES_GCM_SCHEME);
    expect(seen[0]!.body).not.toContain('Sorte2027');
    expect(JSON.parse(await aes.decrypt(seen[0]!.body, {}))).toEqual(registerBody);
  });

  it.each([
    ['no value', { success: true }, {}],
    ['null', { success: true, value: null }, {}],
    ['a bare token', { success: true, value: 'tok-1' }, { token: 'tok-1' }],
    ['an empty string', { success: true, value: '' }, {}],
    [
      'username instead of account',
      { success: 1, value: { username: 'novato02', token: null } },
      { account: 'novato02' },
    ],
    [
      'everything',
      {
        success: 'true',
        value: { token: 'x', account: 'novato02', firstTimeLogin: '1', passwordExpired: 0, extra: 1 },
      },
      { token: 'x', account: 'novato02', firstTimeLogin: true, passwordExpired: false },
    ],
  ])('result: %s', async (_name, envelope, expected) => {
    capture('all', '/wps/member/register', () => HttpResponse.json(envelope));
    await expect(client().account.register(registerBody)).resolves.toEqual(expected);
  });

  it("a rejection carries the server's code and message (invitation_code_error)", async () => {
    capture('all', '/wps/member/register', () =>
      HttpResponse.json({
        success: false,
        message: 'Invalid invitation code',
        code: 'invitation_code_error',
      }),
    );
    const error = await rejection(client().account.register(registerBody));
    expect(error).toMatchObject({ kind: 'rejected', code: 'invitation_code_error', endpoint: 'register' });
    expect(domain.registerRejectionField({ code: error.code as string })?.field).toBe('referralCode');
  });

  it.each(['username', 'password', 'confirmPassword'] as const)(
    'an empty %s is an invalid request; nothing is sent',
    async (field) => {
      const seen = capture('all', '/wps/member/register');
      const error = await rejection(client().account.register({ ...registerBody, [field]: '' }));
      expect(error.kind).toBe('invalid-request');
      expect(seen).toHaveLength(0);
    },
  );

  it('is never retried', async () => {
    const sleep = vi.fn(async () => {});
    const seen = capture('all', '/wps/member/register', () => HttpResponse.json({}, { status: 503 }));
    expect((await rejection(client({ retry: { sleep } }).account.register(registerBody))).kind).toBe(
      'server',
    );
    expect(seen).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe('§7 registerMobile: PUT /wps/member/register/mobile (encrypted)', () => {
  const body: RegisterMobileRequest = {
    countryDialingCode: '55',
    mobileNum: '11912345678',
    verificationCode: '123456',
    registerUrl: 'https://sorte.example/register?referralCode=ANA2026',
    referralCode: 'ANA2026',
  };

  it('adds registerMethod WEB when omitted and sends registerUrl', async () => {
    const seen = capture('all', '/wps/member/register/mobile', ok({ token: 't', account: '11912345678' }));
    await expect(client().account.registerMobile(body)).resolves.toEqual({
      token: 't',
      account: '11912345678',
    });
    expect(seen[0]!.method).toBe('PUT');
    expect(seen[0]!.headers.get(ENCRYPTION_HEADER)).toBe('none');
    expect(JSON.parse(seen[0]!.body)).toEqual({ ...body, registerMethod: 'WEB' });
  });

  it('registerUrl is required, and registerMethod can only be WEB', async () => {
    const seen = capture('all', '/wps/member/register/mobile');
    const { registerUrl: _, ...withoutUrl } = body;
    expect((await rejection(client().account.registerMobile(withoutUrl as never))).kind).toBe(
      'invalid-request',
    );
    expect(
      (await rejection(client().account.registerMobile({ ...body, registerMethod: 'APP' as never }))).kind,
    ).toBe('invalid-request');
    expect(seen).toHaveLength(0);
  });

  it('the password of MOBILENUMPASSREG3 is sent when given', async () => {
    const seen = capture('all', '/wps/member/register/mobile', ok(null));
    await client().account.registerMobile({ ...body, password: 'Sorte2027', confirmPassword: 'Sorte2027' });
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ password: 'Sorte2027', confirmPassword: 'Sorte2027' });
  });
});

describe('§7 registration SMS: POST /wps/verification/sms/register', () => {
  it('username variant and mobile variant; not encrypted; expiredMinutes for the countdown', async () => {
    const seen = capture('all', '/wps/verification/sms/register', ok({ expiredMinutes: '2' }));
    const mobile = { mobileNum: '11912345678', countryDialingCode: '55' };
    await expect(client().account.registerSms({ ...mobile, username: 'novato02' })).resolves.toEqual({
      expiredMinutes: 2,
    });
    await client().account.registerSms(mobile);
    expect(seen.map((s) => s.headers.get('x-mod-id'))).toEqual(['REGMOBVERF3', 'REGMOBVERF3']);
    expect(seen[0]!.headers.get(ENCRYPTION_HEADER)).toBeNull();
    expect(JSON.parse(seen[0]!.body)).toEqual({ ...mobile, username: 'novato02' });
    expect(JSON.parse(seen[1]!.body)).toEqual(mobile);
  });

  it('the server message of a failed send is kept (warning dialog, §8)', async () => {
    capture('all', '/wps/verification/sms/register', () =>
      HttpResponse.json({ success: false, message: 'Mobile number is already registered' }),
    );
    const error = await rejection(client().account.registerSms({ mobileNum: '1', countryDialingCode: '55' }));
    expect(error).toMatchObject({ kind: 'rejected', serverMessage: 'Mobile number is already registered' });
  });
});

describe('§7 free play: POST /wps/session/login/freeplay (encrypted)', () => {
  it('sends { os, platform: W } through the encryptor; answers a token', async () => {
    const seen = capture(
      'all',
      '/wps/session/login/freeplay',
      ok({ token: 'trial-token', username: 'demo123456' }),
    );
    await expect(client().account.freePlay({ os: 'Windows' })).resolves.toEqual({
      token: 'trial-token',
      account: 'demo123456',
    });
    expect(seen[0]!.headers.get('x-mod-id')).toBe('FREEPLAY3');
    expect(seen[0]!.headers.get(ENCRYPTION_HEADER)).toBe('none');
    expect(JSON.parse(seen[0]!.body)).toEqual({ os: 'Windows', platform: 'W' });
    expect(domain.freePlayRequest('Mozilla/5.0 (Windows NT 10.0)')).toEqual(JSON.parse(seen[0]!.body));
  });

  it('no token is an invalid response; FREEPLAY3 off is a rejection', async () => {
    capture('all', '/wps/session/login/freeplay', ok({}));
    expect((await rejection(client().account.freePlay({ os: 'iOS' }))).kind).toBe('invalid-response');
    server.resetHandlers();
    capture('all', '/wps/session/login/freeplay', () =>
      HttpResponse.json({ success: false, message: 'Free play is not enabled' }),
    );
    expect((await rejection(client().account.freePlay({ os: 'iOS' }))).serverMessage).toBe(
      'Free play is not enabled',
    );
  });

  it('an empty os or another platform is an invalid request', async () => {
    const seen = capture('all', '/wps/session/login/freeplay');
    expect((await rejection(client().account.freePlay({ os: '' }))).kind).toBe('invalid-request');
    expect((await rejection(client().account.freePlay({ os: 'iOS', platform: 'flash' as never }))).kind).toBe(
      'invalid-request',
    );
    expect(seen).toHaveLength(0);
  });
});

describe('§7 forgot password', () => {
  it('by email: POST /wps/member/password/email { username, email } → undefined', async () => {
    const seen = capture('all', '/wps/member/password/email', ok({ sent: true }));
    await expect(
      client().account.forgotPasswordByEmail({ username: 'jogador01', email: 'ana.souza@sorte.example' }),
    ).resolves.toBeUndefined();
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get(ENCRYPTION_HEADER)).toBeNull();
    expect(JSON.parse(seen[0]!.body)).toEqual({ username: 'jogador01', email: 'ana.souza@sorte.example' });
  });

  it("by email: 'Username/Email does not exist' comes back as the server message", async () => {
    capture('all', '/wps/member/password/email', () =>
      HttpResponse.json({ success: false, message: 'Username/Email does not exist' }),
    );
    const error = await rejection(client().account.forgotPasswordByEmail({ username: 'x', email: 'x@y.co' }));
    expect(error.serverMessage).toBe('Username/Email does not exist');
  });

  it('by phone: POST /wps/member/password/verification (encrypted) → the session for the automatic login', async () => {
    const aes = createAesGcmEncryptor(generateAesKeyBase64());
    const body = {
      mobileNum: '11987654321',
      countryDialingCode: '55',
      verificationCode: '123456',
      newPassword: 'Nova2027',
    };
    const seen = capture('all', '/wps/member/password/verification', async () => {
      const sealed = await aes.encrypt(
        JSON.stringify({ success: true, value: { token: 't9', account: 'jogador01' } }),
      );
      return new HttpResponse(sealed.body, { headers: { 'Content-Type': 'application/json' } });
    });
    await expect(client({ encryptor: aes }).account.resetPasswordByPhone(body)).resolves.toEqual({
      token: 't9',
      account: 'jogador01',
    });
    expect(seen[0]!.headers.get(ENCRYPTION_HEADER)).toBe(AES_GCM_SCHEME);
    expect(JSON.parse(await aes.decrypt(seen[0]!.body, {}))).toEqual(body);
  });

  it.each(['mobileNum', 'countryDialingCode', 'verificationCode', 'newPassword'] as const)(
    'by phone: an empty %s is an invalid request',
    async (field) => {
      const body = { mobileNum: '1', countryDialingCode: '55', verificationCode: '1', newPassword: 'x' };
      const error = await rejection(client().account.resetPasswordByPhone({ ...body, [field]: '' }));
      expect(error.kind).toBe('invalid-request');
    },
  );
});

describe('§7 member icon: GET /wps/member/info/icon (token), the chosen icon and the options (reading)', () => {
  const A = 'https://img.sorte.example/a.png';
  const B = 'https://img.sorte.example/b.png';
  it.each([
    [null, { options: [] }],
    [A, { icon: A, options: [] }],
    [7, { icon: '7', options: [] }],
    [{ iconUrl: B }, { icon: B, options: [] }],
    [
      { avatar: '', url: 'u' },
      { icon: 'u', options: [] },
    ],
    [{}, { options: [] }],
    [
      [A, B],
      {
        options: [
          { id: A, url: A },
          { id: B, url: B },
        ],
      },
    ],
    [
      { icon: A, icons: [{ id: 1, iconUrl: A }, { code: 'b', url: B }, { id: 3 }, 42, null] },
      {
        icon: A,
        options: [
          { id: '1', url: A },
          { id: 'b', url: B },
          { id: '42', url: '42' },
        ],
      },
    ],
    [{ options: [A] }, { options: [{ id: A, url: A }] }],
  ])('%j → %j', async (value, expected) => {
    const seen = capture('all', '/wps/member/info/icon', ok(value));
    await expect(client({ getToken: () => 'tok' }).account.memberIcon()).resolves.toEqual(expected);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('POST { icon } sets the chosen one, with the token, never retried', async () => {
    let calls = 0;
    const bodies: unknown[] = [];
    server.use(
      http.post(`${GATEWAY}/wps/member/info/icon`, async ({ request }) => {
        calls += 1;
        bodies.push(await request.json());
        return HttpResponse.json({}, { status: 502 });
      }),
    );
    const error = await rejection(client({ getToken: () => 'tok' }).account.setMemberIcon({ icon: '3' }));
    expect(error.kind).not.toBe('invalid-request');
    expect(calls).toBe(1);
    expect(bodies).toEqual([{ icon: '3' }]);
    expect((await rejection(client().account.setMemberIcon({ icon: '' }))).kind).toBe('invalid-request');
  });

  it('is an idempotent GET: retried after a 5xx', async () => {
    let calls = 0;
    server.use(
      http.get(`${GATEWAY}/wps/member/info/icon`, () => {
        calls += 1;
        return calls < 2
          ? HttpResponse.json({}, { status: 502 })
          : HttpResponse.json({ success: true, value: 'x' });
      }),
    );
    await expect(client().account.memberIcon()).resolves.toEqual({ icon: 'x', options: [] });
    expect(calls).toBe(2);
  });
});

describe('§4 second verification on a new IP (login "verification data")', () => {
  it('the method list is the domain one', () => {
    expect(SECOND_VERIFICATION_METHODS).toEqual(domain.SECOND_VERIFICATION_METHODS);
  });

  it('the login repeats with verification { method, value }', async () => {
    const seen = capture('all', '/wps/session/login', ok({ token: 'abc' }));
    await client().session.login({
      type: 'username',
      username: 'viajante01',
      password: 'Sorte2026',
      verification: { method: 'sms', value: '123456' },
    });
    expect(JSON.parse(seen[0]!.body)).toEqual({
      type: 'username',
      username: 'viajante01',
      password: 'Sorte2026',
      verification: { method: 'sms', value: '123456' },
    });
    const bad = await rejection(
      client().session.login({
        type: 'username',
        username: 'u',
        password: 'p',
        verification: { method: 'fingerprint' as never, value: 'x' },
      }),
    );
    expect(bad.kind).toBe('invalid-request');
  });

  it.each([
    [
      { secondVerification: { method: 'SMS', target: '+55 41 9****-5432', expiredMinutes: '1' } },
      { method: 'sms', target: '+55 41 9****-5432', expiredMinutes: 1 },
    ],
    [
      { verification: { type: 'EMAIL', destination: 'l***@sorte.example' } },
      { method: 'email', target: 'l***@sorte.example' },
    ],
    [{ verifyType: 'GOOGLE_AUTH' }, { method: 'google' }],
    [{ secondVerification: { verificationType: 'BANK_ACCOUNT_NAME' } }, { method: 'bankAccountName' }],
    [{ method: 'bank-name' }, { method: 'bankAccountName' }],
  ])('a rejection with value %j asks for %j', async (value, expected) => {
    capture('all', '/wps/session/login', () =>
      HttpResponse.json({
        success: false,
        message: 'New login location',
        code: 'NEW_IP_VERIFICATION',
        value,
      }),
    );
    const error = await rejection(client().session.login({ type: 'username', username: 'u', password: 'p' }));
    expect(loginNeedsSecondVerification(error)).toEqual(expected);
  });

  it.each([[{ captcha: true }], [null], ['x'], [{ method: 'fingerprint' }], [{ secondVerification: {} }]])(
    'value %j is not a second verification',
    (value) => {
      expect(loginNeedsSecondVerification({ value })).toBeNull();
    },
  );

  it('nothing that is not an error with a value', () => {
    expect(loginNeedsSecondVerification(null)).toBeNull();
    expect(loginNeedsSecondVerification('x')).toBeNull();
    expect(loginNeedsSecondVerification({})).toBeNull();
  });
});

describe('§7 register settings: GET /wps/system/setting/register, normalised', () => {
  const rule = { acceptedPattern: '^[0-9]+$', minLength: '10', maxLength: 11, patternId: 6 };
  const expected = {
    fields: {
      mobileNum: {
        enabled: true,
        required: false,
        validation: { acceptedPattern: '^[0-9]+$', minLength: 10, maxLength: 11, patternId: '6' },
      },
      email: { enabled: false, required: true },
    },
  };

  it.each([
    [
      '{ fields: {…} }',
      { fields: { mobileNum: { enabled: 1, validation: rule }, email: { enabled: 0, required: 'true' } } },
    ],
    [
      'a list',
      [
        { field: 'mobileNum', ...rule },
        { fieldName: 'email', show: false, mandatory: 1 },
      ],
    ],
    [
      '{ list }',
      {
        list: [
          { name: 'mobileNum', rule },
          { key: 'email', display: 'N', isRequired: 'Y' },
        ],
      },
    ],
    [
      'a flat map',
      { mobileNum: { ...rule, enabled: true }, email: { enabled: false, required: true }, version: 3 },
    ],
  ])('%s', async (_name, value) => {
    server.use(http.get(`${GATEWAY}/wps/system/setting/register`, ok(value)));
    await expect(client().account.registerSettings()).resolves.toEqual(expected);
  });

  it('an answer naming no field, or a malformed setting, is an invalid response (never an empty form)', async () => {
    server.use(http.get(`${GATEWAY}/wps/system/setting/register`, ok({})));
    expect((await rejection(client().account.registerSettings())).kind).toBe('invalid-response');
    server.use(
      http.get(`${GATEWAY}/wps/system/setting/register`, ok({ fields: { email: { enabled: 'maybe' } } })),
    );
    expect((await rejection(client().account.registerSettings())).kind).toBe('invalid-response');
    server.use(http.get(`${GATEWAY}/wps/system/setting/register`, ok([{ enabled: true }])));
    expect((await rejection(client().account.registerSettings())).kind).toBe('invalid-response');
  });

  it('the normalised settings feed the domain register layout and pattern rules', async () => {
    server.use(
      http.get(
        `${GATEWAY}/wps/system/setting/register`,
        ok([{ field: 'mobileNum', ...rule, required: true }]),
      ),
    );
    const settings = await client().account.registerSettings();
    const layout = domain.registerLayout({
      tab: 'username',
      features: domain.accountFeatures({}),
      settings,
    });
    expect(domain.registerFieldState(layout, 'mobileNum')).toEqual({ shown: true, required: true });
    const mobile = layout.fields.find((field) => field.name === 'mobileNum')!;
    expect(mobile.rule).toMatchObject({
      variant: 'digitsOnly',
      matcher: 'server',
      minLength: 10,
      maxLength: 11,
    });
  });
});
