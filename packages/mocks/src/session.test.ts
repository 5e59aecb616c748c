import {
  createAesGcmEncryptor,
  createGatewayClient,
  ENCRYPTION_HEADER,
  loginNeedsCaptcha,
} from '@sorte/gateway';
import { describe, expect, it } from 'vitest';
import { readCaptchaCode } from './captcha.ts';
import { DEMO_DEFAULT_PASSWORD, DEMO_PASSWORD, DEMO_SMS_CODE } from './fixtures/accounts.ts';
import { DEMO_ENCRYPTION_KEY, LOGIN_MESSAGES } from './handlers/index.ts';
import { GATEWAY, memberSession, mockGatewayForFile, rejection } from './test/mockGateway.ts';

const mock = mockGatewayForFile();

const session = (options: { encryptionKey?: string } = {}) =>
  memberSession(options.encryptionKey ? { encryptor: createAesGcmEncryptor(options.encryptionKey) } : {});

describe('§6 demo accounts log in and get their member info', () => {
  it.each([
    // jogador01 is the cashier's multi-wallet member (vendor wallets to transfer to).
    ['jogador01', 0, 'Ana Souza', 1523.75, false],
    ['agente1', 1, 'Carlos Lima', 8450, true],
    ['agente2', 2, 'Beatriz Rocha', 12000.5, true],
    ['agente41', 41, 'Diego Alves', 560.4, true],
    ['agente42', 42, 'Fernanda Dias', 0, true],
    ['teste01', 4, 'Conta Teste', 2000, true],
  ])('%s (type %i)', async (username, type, nickname, balance, isSingle) => {
    const s = session();
    const result = await s.login(username);
    expect(result).toEqual({
      token: expect.any(String),
      firstTimeLogin: false,
      passwordExpired: false,
      captcha: false,
    });
    await expect(s.gw.member.info()).resolves.toMatchObject({ account: username, type, nickname });
    await expect(s.gw.wallet.balance()).resolves.toEqual({ balance, isSingle });
  });

  it('usernames are case-insensitive; tokens are unique per login', async () => {
    const a = await session().login('JOGADOR01');
    const b = await session().login('jogador01');
    expect(a.token).not.toBe(b.token);
    expect(a.token.length).toBeGreaterThanOrEqual(32);
  });
});

describe('§4 after login: default password, first login, expired password', () => {
  it('novato01 logs in with the default password; firstTimeLogin only the first time', async () => {
    const first = await session().login('novato01', DEMO_DEFAULT_PASSWORD);
    expect(first).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const second = await session().login('novato01', DEMO_DEFAULT_PASSWORD);
    expect(second.firstTimeLogin).toBe(false);
    expect(DEMO_DEFAULT_PASSWORD).toBe('Sorte@123');
  });

  it('expirado01 gets passwordExpired: true', async () => {
    await expect(session().login('expirado01')).resolves.toMatchObject({ passwordExpired: true });
  });
});

describe('§4 failed login → captcha after 3 failures', () => {
  it('the 3rd failure carries value {captcha:true}; from then on a correct captcha is needed', async () => {
    const s = session();
    for (const attempt of [1, 2]) {
      const error = await rejection(s.login('jogador01', 'wrong'));
      expect(error.kind).toBe('rejected');
      expect(error.serverMessage).toBe(LOGIN_MESSAGES.badCredentials);
      expect(loginNeedsCaptcha(error), `attempt ${attempt}`).toBe(false);
    }
    const third = await rejection(s.login('jogador01', 'wrong'));
    expect(third.value).toEqual({ captcha: true });
    expect(loginNeedsCaptcha(third)).toBe(true);

    // the right password alone is no longer enough
    const noCaptcha = await rejection(s.login('jogador01'));
    expect(loginNeedsCaptcha(noCaptcha)).toBe(true);
    expect(noCaptcha.serverMessage).toBe(LOGIN_MESSAGES.captchaRequired);

    // a wrong captcha is refused (and the captcha is used up)
    const wrongCaptcha = await s.gw.captcha.get();
    const code = readCaptchaCode(wrongCaptcha.image)!;
    const wrongAnswer = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const refused = await rejection(
      s.login('jogador01', DEMO_PASSWORD, { captcha: wrongAnswer, captchaKey: wrongCaptcha.key }),
    );
    expect(refused.serverMessage).toBe(LOGIN_MESSAGES.captchaWrong);
    const reused = await rejection(
      s.login('jogador01', DEMO_PASSWORD, { captcha: code, captchaKey: wrongCaptcha.key }),
    );
    expect(loginNeedsCaptcha(reused)).toBe(true);

    // the code read from the SVG opens the door, and resets the counter
    const captcha = await s.gw.captcha.get();
    const result = await s.login('jogador01', DEMO_PASSWORD, {
      captcha: readCaptchaCode(captcha.image),
      captchaKey: captcha.key,
    });
    expect(result.token).toBeTruthy();
    expect(mock.db.failedLogins('jogador01')).toBe(0);
    await expect(session().login('jogador01')).resolves.toMatchObject({ captcha: false });
  });

  it('failures are counted per username, unknown usernames included', async () => {
    const s = session();
    for (let i = 0; i < 3; i++) await rejection(s.login('ninguem', 'x'));
    expect(mock.db.failedLogins('ninguem')).toBe(3);
    await expect(s.login('agente1')).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('the captcha image is an SVG data URL whose <text> holds the remembered 4-digit code', async () => {
    const captcha = await session().gw.captcha.get();
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = atob(captcha.image.split(',')[1]!);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const code = readCaptchaCode(captcha.image);
    expect(code).toMatch(/^\d{4}$/);
    expect(mock.db.state.captchas[captcha.key!]?.code).toBe(code);
  });
});

describe('§7 SMS code and SMS login (MOBILEVERCODELOGIN3)', () => {
  const mobile = { mobileNum: '11987654321', countryDialingCode: '55' };

  it('a registered mobile gets the demo code; login by SMS then works once', async () => {
    const s = session();
    await expect(s.gw.verification.smsNoLogin(mobile)).resolves.toEqual({ expiredMinutes: 1 });
    const result = await s.gw.session.login({ type: 'sms', ...mobile, verificationCode: DEMO_SMS_CODE });
    s.setToken(result.token);
    await expect(s.gw.member.info()).resolves.toMatchObject({ account: 'jogador01' });
    const again = await rejection(
      s.gw.session.login({ type: 'sms', ...mobile, verificationCode: DEMO_SMS_CODE }),
    );
    expect(again.serverMessage).toBe(LOGIN_MESSAGES.badSmsCode);
  });

  it('dialing code with "+" and a formatted number are accepted', async () => {
    const s = session();
    await s.gw.verification.smsNoLogin({ mobileNum: '(11) 98765-4321', countryDialingCode: '+55' });
    await expect(
      s.gw.session.login({
        type: 'sms',
        mobileNum: '11987654321',
        countryDialingCode: '55',
        verificationCode: DEMO_SMS_CODE,
      }),
    ).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('an unknown mobile is rejected with a message; a wrong code too', async () => {
    const s = session();
    const unknown = await rejection(
      s.gw.verification.smsNoLogin({ mobileNum: '11900000000', countryDialingCode: '55' }),
    );
    expect(unknown).toMatchObject({ kind: 'rejected', serverMessage: LOGIN_MESSAGES.unknownMobile });
    await s.gw.verification.smsNoLogin(mobile);
    const wrong = await rejection(s.gw.session.login({ type: 'sms', ...mobile, verificationCode: '000000' }));
    expect(wrong.serverMessage).toBe(LOGIN_MESSAGES.badSmsCode);
  });

  it('SMS login is refused when the switch is off; expiredMinutes follows the scenario', async () => {
    const s = session();
    mock.applyScenario({ whiteLabel: { MOBILEVERCODELOGIN3: false }, smsExpiredMinutes: 2 });
    await expect(s.gw.verification.smsNoLogin(mobile)).resolves.toEqual({ expiredMinutes: 2 });
    const error = await rejection(
      s.gw.session.login({ type: 'sms', ...mobile, verificationCode: DEMO_SMS_CODE }),
    );
    expect(error.serverMessage).toBe(LOGIN_MESSAGES.smsDisabled);
  });
});

describe('§4 logout and token checks', () => {
  it('calls needing a token answer 401 without a valid one (onUnauthorized is called)', async () => {
    const s = session();
    expect((await rejection(s.gw.member.info())).kind).toBe('unauthorized');
    s.setToken('not-a-token');
    expect((await rejection(s.gw.wallet.balance())).kind).toBe('unauthorized');
    expect(s.onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('logout invalidates the token', async () => {
    const s = session();
    const { token } = await s.login('jogador01');
    await expect(s.gw.session.logout()).resolves.toBeUndefined();
    s.setToken(token);
    expect((await rejection(s.gw.member.info())).kind).toBe('unauthorized');
    expect(mock.db.accountForToken(token)).toBeUndefined();
  });
});

describe('§7 encrypted payloads: the mocks open both schemes', () => {
  it('an AES-256-GCM login with the demo key works and the answer comes back encrypted', async () => {
    const seen: (string | null)[] = [];
    mock.server.events.on('response:mocked', ({ response }) => {
      seen.push(response.headers.get(ENCRYPTION_HEADER));
    });
    const s = session({ encryptionKey: DEMO_ENCRYPTION_KEY });
    await expect(s.login('jogador01')).resolves.toMatchObject({ token: expect.any(String) });
    mock.server.events.removeAllListeners();
    expect(seen).toEqual(['aes-256-gcm']);
  });

  it('a payload sealed with another key is refused with 400', async () => {
    const other = createAesGcmEncryptor(btoa('x'.repeat(32)));
    const s = createGatewayClient({
      baseUrl: GATEWAY,
      getToken: () => null,
      onUnauthorized: () => {},
      encryptor: other,
    });
    const error = await rejection(
      s.session.login({ type: 'username', username: 'jogador01', password: DEMO_PASSWORD }),
    );
    expect(error.status).toBe(400);
  });

  it('a body that breaks the request schema is refused with 400', async () => {
    const response = await fetch(`${GATEWAY}/wps/session/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'username', username: 'jogador01' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/password/);
  });
});
