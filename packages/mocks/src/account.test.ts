import type { RegisterMobileRequest, RegisterRequest } from '@sorte/gateway';
import { describe, expect, it } from 'vitest';
import { accountFlows } from './accountFlows.ts';
import { readCaptchaCode } from './captcha.ts';
import { DEMO_PASSWORD, DEMO_SMS_CODE } from './fixtures/accounts.ts';
import {
  ACCOUNT_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  FREE_PLAY_BALANCE,
  INVITATION_CODE_ERROR,
} from './handlers/index.ts';
import { memberSession, mockGatewayForFile, rejection } from './test/mockGateway.ts';

const mock = mockGatewayForFile();

/** A client like the app's: AES with the demo key (as the demo config), plain on request. */
const session = (options: { plain?: boolean } = {}) => memberSession({ aes: !options.plain });

const newMobile = { countryDialingCode: '55', mobileNum: '11912345678' };

const registration: RegisterRequest = {
  username: 'novato02',
  password: 'Sorte2027',
  confirmPassword: 'Sorte2027',
  nickname: 'Novato Dois',
  ...newMobile,
  verificationCode: DEMO_SMS_CODE,
};

/** Registers with the default scenario (REGMOBVERF3 on): asks the registration SMS first. */
async function register(s: ReturnType<typeof session>, body: Partial<RegisterRequest> = {}) {
  const full = { ...registration, ...body };
  if (full.mobileNum) {
    await s.gw.account.registerSms({
      mobileNum: full.mobileNum,
      countryDialingCode: full.countryDialingCode ?? '55',
      username: full.username,
    });
  }
  return s.gw.account.register(full);
}

describe('§7 register: PUT /wps/member/register', () => {
  it('creates the account and logs it in (§4: on success it logs in); first login, type 0, balance 0', async () => {
    const s = session();
    const result = await register(s);
    expect(result).toEqual({
      token: expect.any(String),
      account: 'novato02',
      firstTimeLogin: true,
      passwordExpired: false,
    });
    s.setToken(result.token!);
    await expect(s.gw.member.info()).resolves.toMatchObject({
      account: 'novato02',
      nickname: 'Novato Dois',
      type: 0,
    });
    await expect(s.gw.wallet.balance()).resolves.toEqual({ balance: 0, isSingle: true });
    // and the new account can log in with its password
    await expect(session().login('NOVATO02', 'Sorte2027')).resolves.toMatchObject({ firstTimeLogin: false });
    const created = mock.db.findAccount('novato02')!;
    expect(created).toMatchObject({ origin: 'register', mobile: newMobile, referralCode: 'R30001' });
  });

  it('usernames are unique, whatever the case; the mobile number too', async () => {
    const s = session();
    await register(s);
    const taken = await rejection(register(s, { username: 'JOGADOR01', ...{ mobileNum: '11900000001' } }));
    expect(taken.serverMessage).toBe(ACCOUNT_MESSAGES.usernameTaken);
    const sms = await rejection(s.gw.account.registerSms({ ...newMobile, username: 'outro01' }));
    expect(sms.serverMessage).toBe(ACCOUNT_MESSAGES.mobileTaken);
  });

  it.each<[string, Partial<RegisterRequest>, string]>([
    ['a username starting with a digit', { username: '1novato' }, ACCOUNT_MESSAGES.usernameFormat],
    ['a 5-character username', { username: 'novat' }, ACCOUNT_MESSAGES.usernameFormat],
    [
      'a password without digits',
      { password: 'SorteSorte', confirmPassword: 'SorteSorte' },
      ACCOUNT_MESSAGES.passwordFormat,
    ],
    [
      'a password with a symbol',
      { password: 'Sorte@2027', confirmPassword: 'Sorte@2027' },
      ACCOUNT_MESSAGES.passwordFormat,
    ],
    ['a different confirmation', { confirmPassword: 'Sorte2028' }, ACCOUNT_MESSAGES.confirmationMismatch],
    [
      'no nickname (required by the settings)',
      { nickname: undefined },
      ACCOUNT_MESSAGES.fieldRequired('nickname'),
    ],
    [
      'a lower-case real name (pattern 15)',
      { payeeName: 'maria oliveira' },
      ACCOUNT_MESSAGES.fieldFormat('payeeName'),
    ],
    [
      'a birthday that is no date (pattern 11)',
      { birthday: '31/12/1990' },
      ACCOUNT_MESSAGES.fieldFormat('birthday'),
    ],
    ['an e-mail without a domain', { email: 'novato@' }, ACCOUNT_MESSAGES.fieldFormat('email')],
    ['a mobile of 9 digits', { mobileNum: '119123456' }, ACCOUNT_MESSAGES.mobileFormat],
  ])('refuses %s', async (_name, change, message) => {
    const s = session();
    const error = await rejection(register(s, change));
    expect(error).toMatchObject({ kind: 'rejected', serverMessage: message });
    expect(mock.db.findAccount(change.username ?? 'novato02')).toBeUndefined();
  });

  it('REGMOBVERF3 on: the SMS code is required and must be the one sent (once)', async () => {
    const s = session();
    const noCode = await rejection(s.gw.account.register({ ...registration, verificationCode: undefined }));
    expect(noCode.serverMessage).toBe(ACCOUNT_MESSAGES.codeRequired);
    const notSent = await rejection(s.gw.account.register(registration));
    expect(notSent.serverMessage).toBe(ACCOUNT_MESSAGES.badSmsCode);
    await s.gw.account.registerSms({ ...newMobile, username: 'novato02' });
    const wrong = await rejection(s.gw.account.register({ ...registration, verificationCode: '000000' }));
    expect(wrong.serverMessage).toBe(ACCOUNT_MESSAGES.badSmsCode);
    await expect(s.gw.account.register(registration)).resolves.toMatchObject({ account: 'novato02' });
  });

  it('REGMOBVERF3 off: no code and no mobile needed', async () => {
    mock.applyScenario({ whiteLabel: { REGMOBVERF3: false } });
    const { mobileNum: _m, countryDialingCode: _c, verificationCode: _v, ...plain } = registration;
    await expect(session().gw.account.register(plain)).resolves.toMatchObject({ account: 'novato02' });
    expect(mock.db.findAccount('novato02')?.mobile).toBeUndefined();
  });

  it('a referral code links the new account to its referrer; an unknown one is invitation_code_error', async () => {
    const s = session();
    await expect(register(s, { referralCode: 'ana2026' })).resolves.toMatchObject({ account: 'novato02' });
    expect(mock.db.findAccount('novato02')?.referredBy).toBe('10001');
    const unknown = await rejection(
      register(s, { username: 'novato03', mobileNum: '11900000003', referralCode: 'NOPE99' }),
    );
    expect(unknown).toMatchObject({
      kind: 'rejected',
      code: INVITATION_CODE_ERROR,
      serverMessage: ACCOUNT_MESSAGES.invitationCode,
    });
    // a new account's own code works for the next one
    const code = mock.db.findAccount('novato02')!.referralCode!;
    await expect(
      register(s, { username: 'novato04', mobileNum: '11900000004', referralCode: code }),
    ).resolves.toMatchObject({
      account: 'novato04',
    });
  });

  it('the captcha is optional (settings), but a given one must be right', async () => {
    const s = session();
    const wrong = await rejection(register(s, { captcha: '0000', captchaKey: 'missing' }));
    expect(wrong.serverMessage).toBe(ACCOUNT_MESSAGES.captchaWrong);
    const captcha = await s.gw.captcha.get();
    await expect(
      register(s, { captcha: readCaptchaCode(captcha.image), captchaKey: captcha.key }),
    ).resolves.toMatchObject({ account: 'novato02' });
  });

  it('keeps the optional fields it was given', async () => {
    const s = session({ plain: true });
    await register(s, {
      payeeName: 'MARIA OLIVEIRA',
      birthday: '05-17-1990',
      email: 'novato02@sorte.example',
      telegram: '@novato02',
      whatsapp: '5511912345678',
      idNumber: 'AB12345',
      qqNum: 'ignored: the field is off',
    });
    expect(mock.db.findAccount('novato02')).toMatchObject({
      email: 'novato02@sorte.example',
      profile: {
        payeeName: 'MARIA OLIVEIRA',
        birthday: '05-17-1990',
        telegram: '@novato02',
        whatsapp: '5511912345678',
        idNumber: 'AB12345',
      },
    });
  });
});

describe('§7 registerMobile: PUT /wps/member/register/mobile', () => {
  const body: RegisterMobileRequest = {
    ...newMobile,
    verificationCode: DEMO_SMS_CODE,
    password: 'Sorte2027',
    confirmPassword: 'Sorte2027',
    nickname: 'Celular Um',
    registerUrl: 'https://sorte.example/register?referralCode=AGENTE1',
    referralCode: 'AGENTE1',
  };

  async function registerMobile(s: ReturnType<typeof session>, change: Partial<RegisterMobileRequest> = {}) {
    const full = { ...body, ...change };
    await s.gw.account.registerSms({
      mobileNum: full.mobileNum,
      countryDialingCode: full.countryDialingCode,
    });
    return s.gw.account.registerMobile(full);
  }

  it('creates an account named after the mobile, logged in, with registerUrl and the referrer kept', async () => {
    const s = session();
    const result = await registerMobile(s);
    expect(result).toMatchObject({ token: expect.any(String), account: '11912345678', firstTimeLogin: true });
    expect(mock.db.findAccount('11912345678')).toMatchObject({
      origin: 'registerMobile',
      referredBy: '20001',
      profile: { registerUrl: body.registerUrl, nickname: 'Celular Um' },
    });
    // the mobile logs in by SMS afterwards
    await s.gw.verification.smsNoLogin(newMobile);
    await expect(
      s.gw.session.login({ type: 'sms', ...newMobile, verificationCode: DEMO_SMS_CODE }),
    ).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('refused when both mobile-registration switches are off', async () => {
    mock.applyScenario({ whiteLabel: { MOBILENUMREG3: false, MOBILENUMPASSREG3: false } });
    const error = await rejection(session().gw.account.registerMobile(body));
    expect(error.serverMessage).toBe(ACCOUNT_MESSAGES.mobileRegistrationOff);
  });

  it('MOBILENUMPASSREG3 on: the password is checked and works for a username login', async () => {
    mock.applyScenario({ whiteLabel: { REGMOBVERF3: false } });
    const s = session();
    const bad = await rejection(
      s.gw.account.registerMobile({ ...body, verificationCode: undefined, password: 'short' }),
    );
    expect(bad.serverMessage).toBe(ACCOUNT_MESSAGES.passwordFormat);
    await s.gw.account.registerMobile({ ...body, verificationCode: undefined, username: 'celular01' });
    await expect(session().login('celular01', 'Sorte2027')).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  it('MOBILENUMREG3 only (no password): the SMS code is required even with REGMOBVERF3 off; no password kept', async () => {
    mock.applyScenario({ whiteLabel: { MOBILENUMPASSREG3: false, REGMOBVERF3: false } });
    const s = session();
    const noCode = await rejection(s.gw.account.registerMobile({ ...body, verificationCode: undefined }));
    expect(noCode.serverMessage).toBe(ACCOUNT_MESSAGES.codeRequired);
    await registerMobile(s, { password: undefined, confirmPassword: undefined });
    const account = mock.db.findAccount('11912345678')!;
    expect(account.password).not.toBe('Sorte2027');
    expect(account.password).toMatch(/^[a-z2-9]{16}$/);
  });

  it('a taken mobile, or an unknown invitation code, are refused', async () => {
    const s = session();
    const taken = await rejection(s.gw.account.registerMobile({ ...body, mobileNum: '11987654321' }));
    expect(taken.serverMessage).toBe(ACCOUNT_MESSAGES.mobileTaken);
    const code = await rejection(registerMobile(s, { referralCode: 'XX11' }));
    expect(code.code).toBe(INVITATION_CODE_ERROR);
  });
});

describe('§7 registration SMS: POST /wps/verification/sms/register', () => {
  it('sends the demo code with the scenario expiredMinutes (username and mobile variants)', async () => {
    mock.applyScenario({ smsExpiredMinutes: 2 });
    const s = session();
    await expect(s.gw.account.registerSms({ ...newMobile, username: 'novato02' })).resolves.toEqual({
      expiredMinutes: 2,
    });
    await expect(
      s.gw.account.registerSms({ countryDialingCode: '+55', mobileNum: '(11) 91234-5670' }),
    ).resolves.toEqual({
      expiredMinutes: 2,
    });
    expect(mock.db.state.smsCodes['55:11912345670']?.code).toBe(DEMO_SMS_CODE);
  });

  it('refuses a taken username, a malformed mobile', async () => {
    const s = session();
    expect(
      (await rejection(s.gw.account.registerSms({ ...newMobile, username: 'agente1' }))).serverMessage,
    ).toBe(ACCOUNT_MESSAGES.usernameTaken);
    expect(
      (await rejection(s.gw.account.registerSms({ countryDialingCode: '55', mobileNum: '123' })))
        .serverMessage,
    ).toBe(ACCOUNT_MESSAGES.mobileFormat);
  });

  it('refused when no registration flow needs a code (REGMOBVERF3 off, mobile registration with a password)', async () => {
    mock.applyScenario({ whiteLabel: { REGMOBVERF3: false } });
    const error = await rejection(session().gw.account.registerSms(newMobile));
    expect(error.serverMessage).toBe(ACCOUNT_MESSAGES.registerSmsOff);
    mock.applyScenario({ whiteLabel: { MOBILENUMPASSREG3: false } });
    await expect(session().gw.account.registerSms(newMobile)).resolves.toEqual({ expiredMinutes: 1 });
  });
});

describe('§7 free play: POST /wps/session/login/freeplay (FREEPLAY3)', () => {
  it('creates a trial (type 4) account and session each time', async () => {
    const s = session();
    const first = await s.gw.account.freePlay({ os: 'Android' });
    expect(first).toEqual({
      token: expect.any(String),
      account: expect.stringMatching(/^demo\d{6}$/),
      firstTimeLogin: false,
    });
    s.setToken(first.token);
    await expect(s.gw.member.info()).resolves.toMatchObject({ account: first.account, type: 4 });
    await expect(s.gw.wallet.balance()).resolves.toEqual({ balance: FREE_PLAY_BALANCE, isSingle: true });
    const second = await session().gw.account.freePlay({ os: 'iOS' });
    expect(second.account).not.toBe(first.account);
    expect(mock.db.findAccount(first.account!)).toMatchObject({
      origin: 'freePlay',
      profile: { os: 'Android' },
    });
  });

  it('refused when FREEPLAY3 is off', async () => {
    mock.applyScenario({ whiteLabel: { FREEPLAY3: false } });
    const error = await rejection(session().gw.account.freePlay({ os: 'Windows' }));
    expect(error.serverMessage).toBe(ACCOUNT_MESSAGES.freePlayOff);
  });
});

describe('§7 forgot password by e-mail: POST /wps/member/password/email', () => {
  it("sends the reset e-mail when username and e-mail match (case-insensitive): 'been out'", async () => {
    await expect(
      session().gw.account.forgotPasswordByEmail({
        username: 'JOGADOR01',
        email: ' Ana.Souza@sorte.example ',
      }),
    ).resolves.toBeUndefined();
    expect(accountFlows(mock.db).outbox).toEqual([
      {
        kind: 'password-reset',
        to: 'ana.souza@sorte.example',
        account: 'jogador01',
        sentAt: expect.any(Number),
      },
    ]);
  });

  it.each([
    ['an unknown username', { username: 'ninguem', email: 'ana.souza@sorte.example' }],
    ['another account e-mail', { username: 'jogador01', email: 'carlos.lima@sorte.example' }],
    ['an account without e-mail', { username: 'agente2', email: 'beatriz@sorte.example' }],
  ])("'Username/Email does not exist' for %s", async (_name, body) => {
    const error = await rejection(session().gw.account.forgotPasswordByEmail(body));
    expect(error.serverMessage).toBe(ACCOUNT_MESSAGES.emailNotFound);
    expect(accountFlows(mock.db).outbox).toEqual([]);
  });
});

describe('§7 set password by phone: POST /wps/member/password/verification', () => {
  const mobile = { countryDialingCode: '55', mobileNum: '11987654321' };
  const body = { ...mobile, verificationCode: DEMO_SMS_CODE, newPassword: 'Nova2027' };

  it('with the SMS code: the password changes and the user is logged in (§4)', async () => {
    const s = session();
    await s.gw.verification.smsNoLogin(mobile);
    const result = await s.gw.account.resetPasswordByPhone(body);
    expect(result).toEqual({
      token: expect.any(String),
      account: 'jogador01',
      firstTimeLogin: false,
      passwordExpired: false,
    });
    s.setToken(result.token!);
    await expect(s.gw.member.info()).resolves.toMatchObject({ account: 'jogador01' });
    expect((await rejection(session().login('jogador01'))).kind).toBe('rejected');
    await expect(session().login('jogador01', 'Nova2027')).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  it('refuses a code not sent, a wrong code, an unknown mobile, a weak password (the code is kept)', async () => {
    const s = session();
    expect((await rejection(s.gw.account.resetPasswordByPhone(body))).serverMessage).toBe(
      ACCOUNT_MESSAGES.badSmsCode,
    );
    await s.gw.verification.smsNoLogin(mobile);
    const weak = await rejection(s.gw.account.resetPasswordByPhone({ ...body, newPassword: 'abcdefgh' }));
    expect(weak.serverMessage).toBe(CHANGE_PASSWORD_MESSAGES.badFormat);
    const wrong = await rejection(s.gw.account.resetPasswordByPhone({ ...body, verificationCode: '000000' }));
    expect(wrong.serverMessage).toBe(ACCOUNT_MESSAGES.badSmsCode);
    const unknown = await rejection(s.gw.account.resetPasswordByPhone({ ...body, mobileNum: '11900000000' }));
    expect(unknown.serverMessage).toBe(ACCOUNT_MESSAGES.unknownMobile);
    expect(mock.db.findAccount('jogador01')!.password).toBe(DEMO_PASSWORD);
  });

  it('refused when the phone method is off (CHNGPASSVERIF3 and MOBILEVERCODELOGIN3 both off)', async () => {
    mock.applyScenario({ whiteLabel: { CHNGPASSVERIF3: false, MOBILEVERCODELOGIN3: false } });
    const s = session();
    await s.gw.verification.smsNoLogin(mobile);
    expect((await rejection(s.gw.account.resetPasswordByPhone(body))).serverMessage).toBe(
      ACCOUNT_MESSAGES.phoneRecoveryOff,
    );
    mock.applyScenario({ whiteLabel: { CHNGPASSVERIF3: true } });
    await expect(s.gw.account.resetPasswordByPhone(body)).resolves.toMatchObject({ account: 'jogador01' });
  });
});

describe('§7 member icon: GET /wps/member/info/icon lists the options, POST { icon } chooses one (token)', () => {
  it('answers same-origin images, and keeps the choice for the account', async () => {
    const s = session();
    expect((await rejection(s.gw.account.memberIcon())).kind).toBe('unauthorized');
    expect((await rejection(s.gw.account.setMemberIcon({ icon: '1' }))).kind).toBe('unauthorized');
    await s.login('jogador01');
    const first = await s.gw.account.memberIcon();
    expect(first.options).toHaveLength(8);
    for (const option of first.options) expect(option.url).toMatch(/^data:image\/svg\+xml,/);
    expect(first.options.map((option) => option.url)).toContain(first.icon);

    const other = first.options.find((option) => option.url !== first.icon)!;
    await s.gw.account.setMemberIcon({ icon: other.id });
    await expect(s.gw.account.memberIcon()).resolves.toMatchObject({ icon: other.url });
    expect((await rejection(s.gw.account.setMemberIcon({ icon: 'nope' }))).kind).toBe('rejected');
  });
});

describe('failure injection reaches the new endpoints', () => {
  it('mock.fail.register and friends', async () => {
    mock.applyScenario({ failures: { register: 'server-error', freePlayLogin: 'rejected' } });
    expect((await rejection(session().gw.account.register(registration))).kind).toBe('server');
    expect((await rejection(session().gw.account.freePlay({ os: 'x' }))).kind).toBe('rejected');
  });
});
