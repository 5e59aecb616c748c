import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import { findByReferralCode, nextAccountId, randomFrom, sendEmail } from '../accountFlows.ts';
import { digitsOnly } from '../db.ts';
import { memberIconOptions } from '../fixtures/memberIcons.ts';
import type { MockAccount } from '../fixtures/mockAccount.ts';
import {
  type RegisterFieldFixture,
  type RegisterRuleFixture,
  registerSettingsFixture,
} from '../fixtures/register.ts';
import { CHANGE_PASSWORD_MESSAGES, newPasswordFormatOk } from './member.ts';
import {
  bearerToken,
  endpointHandler,
  type HandlerContext,
  ok,
  phoneAuthProblem,
  phoneAuthRefusal,
  readPayload,
  reject,
  unauthorized,
} from './respond.ts';
import { LOGIN_MESSAGES } from './session.ts';

/** Server messages of the account calls (data, not UI copy; the app maps what it knows). */
export const ACCOUNT_MESSAGES = {
  usernameTaken: 'Username already exists',
  unknownIcon: 'Icon does not exist',
  usernameFormat: 'Account format is incorrect',
  passwordFormat: 'Password format is incorrect',
  confirmationMismatch: 'Confirmation password is not correct.',
  mobileTaken: 'Mobile number is already registered',
  mobileFormat: 'Please enter correct mobile number',
  codeRequired: 'Please enter a valid verification code',
  badSmsCode: LOGIN_MESSAGES.badSmsCode,
  captchaWrong: 'The captcha is incorrect',
  invitationCode: 'Invalid invitation code',
  fieldRequired: (field: string) => `${field} is required`,
  fieldFormat: (field: string) => `${field} format is incorrect`,
  mobileRegistrationOff: 'Registration by mobile number is not enabled',
  registerSmsOff: 'SMS verification is not enabled for registration',
  freePlayOff: 'Free play is not enabled',
  emailNotFound: 'Username/Email does not exist',
  phoneRecoveryOff: 'Password recovery by mobile number is not enabled',
  unknownMobile: LOGIN_MESSAGES.unknownMobile,
} as const;

/** The envelope `code` of a failed invitation-code check (§8 'invitation_code_error'). */
export const INVITATION_CODE_ERROR = 'invitation_code_error';

/** Free-play (trial) accounts: type 4, this balance, this nickname. */
export const FREE_PLAY_BALANCE = 2000;
export const FREE_PLAY_NICKNAME = 'Conta Teste';

/** The mock server's own check of a register rule: code-point lengths, then the pattern (`*` = any). */
export function ruleAccepts(rule: RegisterRuleFixture | undefined, value: string): boolean {
  if (!rule) return true;
  const length = Array.from(value).length;
  if (length < rule.minLength || length > rule.maxLength) return false;
  if (rule.acceptedPattern === '*' || rule.acceptedPattern === '') return true;
  return new RegExp(`^(?:${rule.acceptedPattern})$`, 'u').test(value);
}

/** §6: the registration SMS code is needed by REGMOBVERF3, and by mobile registration without a password. */
export function registrationNeedsSmsCode(whiteLabel: Record<string, boolean>): boolean {
  return (
    whiteLabel.REGMOBVERF3 === true || (whiteLabel.MOBILENUMREG3 === true && !whiteLabel.MOBILENUMPASSREG3)
  );
}

export const PROFILE_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'nickname',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'telegram',
  'zalo',
  'skype',
] as const;

export type Body = Record<string, unknown>;
export const textOf = (body: Body, key: string) =>
  typeof body[key] === 'string' ? (body[key] as string).trim() : '';

interface Problem {
  message: string;
  code?: string;
  /** The register field that failed, answered as `value: { field }` (one plausible form; the message stays). */
  field?: string;
}

/** The optional fields (§5): required ones must be filled, filled ones must pass their rule. */
export function profileProblem(body: Body, fields: Record<string, RegisterFieldFixture>): Problem | null {
  for (const name of PROFILE_FIELDS) {
    const setting = fields[name];
    if (!setting?.enabled) continue;
    const value = textOf(body, name);
    if (value === '') {
      if (setting.required) return { message: ACCOUNT_MESSAGES.fieldRequired(name), field: name };
      continue;
    }
    if (!ruleAccepts(setting.validation, value))
      return { message: ACCOUNT_MESSAGES.fieldFormat(name), field: name };
  }
  return null;
}

export function passwordProblem(body: Body, fields: Record<string, RegisterFieldFixture>): Problem | null {
  const password = typeof body.password === 'string' ? body.password : '';
  if (!ruleAccepts(fields.password?.validation, password))
    return { message: ACCOUNT_MESSAGES.passwordFormat, field: 'password' };
  if (body.confirmPassword !== password)
    return { message: ACCOUNT_MESSAGES.confirmationMismatch, field: 'confirmPassword' };
  return null;
}

export function accountHandlers(ctx: HandlerContext): HttpHandler[] {
  const { db } = ctx;

  function mobileProblem(
    body: Body,
    fields: Record<string, RegisterFieldFixture>,
    needsCode: boolean,
  ): Problem | null {
    const mobileNum = digitsOnly(textOf(body, 'mobileNum'));
    const dialing = digitsOnly(textOf(body, 'countryDialingCode'));
    if (mobileNum === '' || dialing === '')
      return { message: ACCOUNT_MESSAGES.mobileFormat, field: 'mobileNum' };
    if (!ruleAccepts(fields.mobileNum?.validation, mobileNum))
      return { message: ACCOUNT_MESSAGES.mobileFormat, field: 'mobileNum' };
    if (db.findAccountByMobile(dialing, mobileNum))
      return { message: ACCOUNT_MESSAGES.mobileTaken, field: 'mobileNum' };
    if (needsCode) {
      const code = textOf(body, 'verificationCode');
      if (code === '') return { message: ACCOUNT_MESSAGES.codeRequired, field: 'verificationCode' };
      const refusal = phoneAuthProblem(ctx, 'verify');
      if (refusal) return refusal;
      if (!db.consumeSmsCode(dialing, mobileNum, code))
        return { message: ACCOUNT_MESSAGES.badSmsCode, field: 'verificationCode' };
    }
    return null;
  }

  function captchaProblem(body: Body, fields: Record<string, RegisterFieldFixture>): Problem | null {
    const setting = fields.captcha;
    if (!setting?.enabled) return null;
    const captcha = textOf(body, 'captcha');
    if (captcha === '')
      return setting.required
        ? { message: ACCOUNT_MESSAGES.fieldRequired('captcha'), field: 'captcha' }
        : null;
    const key = textOf(body, 'captchaKey') || undefined;
    return db.consumeCaptcha(key, captcha)
      ? null
      : { message: ACCOUNT_MESSAGES.captchaWrong, field: 'captcha' };
  }

  function referrer(body: Body, fields: Record<string, RegisterFieldFixture>): Problem | MockAccount | null {
    const code = textOf(body, 'referralCode');
    if (code === '') {
      return fields.referralCode?.enabled && fields.referralCode.required
        ? { message: ACCOUNT_MESSAGES.fieldRequired('referralCode'), field: 'referralCode' }
        : null;
    }
    return (
      findByReferralCode(db, code) ?? {
        message: ACCOUNT_MESSAGES.invitationCode,
        code: INVITATION_CODE_ERROR,
        field: 'referralCode',
      }
    );
  }

  /** A new player account, logged in (§4 Register: on success it logs in). */
  function createAndLogIn(
    body: Body,
    account: Pick<MockAccount, 'account' | 'password'> & Partial<MockAccount>,
    origin: 'register' | 'registerMobile',
    referredBy: MockAccount | null,
  ) {
    const id = nextAccountId(db, 30_000);
    const { profile: extraProfile, ...fields } = account;
    const profile: Record<string, string> = { ...extraProfile };
    for (const name of PROFILE_FIELDS) {
      const value = textOf(body, name);
      if (value !== '') profile[name] = value;
    }
    const mobileNum = digitsOnly(textOf(body, 'mobileNum'));
    const dialing = digitsOnly(textOf(body, 'countryDialingCode'));
    const created: MockAccount = {
      id,
      nickname: profile.nickname ?? account.account,
      type: 0,
      balance: 0,
      isSingle: true,
      passwordExpired: false,
      hasLoggedIn: true,
      origin,
      referralCode: `R${id}`,
      profile,
      ...(mobileNum && dialing ? { mobile: { countryDialingCode: dialing, mobileNum } } : {}),
      ...(profile.email ? { email: profile.email } : {}),
      ...(referredBy ? { referredBy: referredBy.id } : {}),
      ...fields,
    };
    db.state.accounts.push(created);
    const token = db.openSession(created);
    return ok({ token, account: created.account, firstTimeLogin: true, passwordExpired: false });
  }

  const fail = (problem: Problem) =>
    reject(problem.message, problem.field ? { field: problem.field } : null, problem.code);

  return [
    endpointHandler(ctx, 'register', async ({ request }) => {
      const payload = await readPayload(ctx, request, endpoints.register.request);
      if (!payload.ok) return payload.response;
      const body = payload.data as Body;
      const { fields } = registerSettingsFixture();
      const username = textOf(body, 'username');
      if (!ruleAccepts(fields.username?.validation, username))
        return fail({ message: ACCOUNT_MESSAGES.usernameFormat, field: 'username' });
      if (db.findAccount(username))
        return fail({ message: ACCOUNT_MESSAGES.usernameTaken, field: 'username' });
      const password = passwordProblem(body, fields);
      if (password) return fail(password);
      const sms = db.scenario.whiteLabel.REGMOBVERF3;
      const mobileGiven = textOf(body, 'mobileNum') !== '';
      if (sms || mobileGiven || (fields.mobileNum?.enabled && fields.mobileNum.required)) {
        const mobile = mobileProblem(body, fields, sms);
        if (mobile) return fail(mobile);
      }
      const profile = profileProblem(body, fields);
      if (profile) return fail(profile);
      const referral = referrer(body, fields);
      if (referral && 'message' in referral) return fail(referral);
      const captcha = captchaProblem(body, fields);
      if (captcha) return fail(captcha);
      return createAndLogIn(
        body,
        { account: username, password: body.password as string },
        'register',
        referral,
      );
    }),

    endpointHandler(ctx, 'registerMobile', async ({ request }) => {
      const payload = await readPayload(ctx, request, endpoints.registerMobile.request);
      if (!payload.ok) return payload.response;
      const body = payload.data as Body;
      const { whiteLabel } = db.scenario;
      if (!whiteLabel.MOBILENUMREG3 && !whiteLabel.MOBILENUMPASSREG3) {
        return fail({ message: ACCOUNT_MESSAGES.mobileRegistrationOff });
      }
      const { fields } = registerSettingsFixture();
      const withPassword = whiteLabel.MOBILENUMPASSREG3;
      const mobile = mobileProblem(body, fields, whiteLabel.REGMOBVERF3 || !withPassword);
      if (mobile) return fail(mobile);
      if (withPassword) {
        const password = passwordProblem(body, fields);
        if (password) return fail(password);
      }
      let username = textOf(body, 'username');
      if (username !== '') {
        if (!ruleAccepts(fields.username?.validation, username))
          return fail({ message: ACCOUNT_MESSAGES.usernameFormat, field: 'username' });
        if (db.findAccount(username))
          return fail({ message: ACCOUNT_MESSAGES.usernameTaken, field: 'username' });
      } else {
        // the account is named after the mobile number (made unique if that name is taken)
        const base = digitsOnly(textOf(body, 'mobileNum'));
        username = base;
        for (let n = 2; db.findAccount(username); n++) username = `${base}-${n}`;
      }
      const profile = profileProblem(body, fields);
      if (profile) return fail(profile);
      const referral = referrer(body, fields);
      if (referral && 'message' in referral) return fail(referral);
      const captcha = captchaProblem(body, fields);
      if (captcha) return fail(captcha);
      // without MOBILENUMPASSREG3 nobody knows the password: SMS login is the way back in
      const password = withPassword
        ? (body.password as string)
        : randomFrom(db, 'abcdefghjkmnpqrstuvwxyz23456789', 16);
      return createAndLogIn(
        body,
        { account: username, password, profile: { registerUrl: textOf(body, 'registerUrl') } },
        'registerMobile',
        referral,
      );
    }),

    endpointHandler(ctx, 'registerSms', async ({ request }) => {
      const payload = await readPayload(ctx, request, endpoints.registerSms.request);
      if (!payload.ok) return payload.response;
      const { mobileNum, countryDialingCode, username } = payload.data;
      if (!registrationNeedsSmsCode(db.scenario.whiteLabel))
        return fail({ message: ACCOUNT_MESSAGES.registerSmsOff });
      const digits = digitsOnly(mobileNum);
      if (digits.length < 6 || digits.length > 15 || digitsOnly(countryDialingCode) === '') {
        return fail({ message: ACCOUNT_MESSAGES.mobileFormat, field: 'mobileNum' });
      }
      if (db.findAccountByMobile(countryDialingCode, mobileNum))
        return fail({ message: ACCOUNT_MESSAGES.mobileTaken, field: 'mobileNum' });
      if (username !== undefined && db.findAccount(username))
        return fail({ message: ACCOUNT_MESSAGES.usernameTaken, field: 'username' });
      const refusal = phoneAuthRefusal(ctx, 'send');
      if (refusal) return refusal;
      db.sendSmsCode(countryDialingCode, mobileNum);
      return ok({ expiredMinutes: db.scenario.smsExpiredMinutes });
    }),

    endpointHandler(ctx, 'freePlayLogin', async ({ request }) => {
      const payload = await readPayload(ctx, request, endpoints.freePlayLogin.request);
      if (!payload.ok) return payload.response;
      if (!db.scenario.whiteLabel.FREEPLAY3) return fail({ message: ACCOUNT_MESSAGES.freePlayOff });
      let name = '';
      do name = `demo${randomFrom(db, '0123456789', 6)}`;
      while (db.findAccount(name));
      const trial: MockAccount = {
        id: nextAccountId(db, 40_000),
        account: name,
        password: randomFrom(db, 'abcdefghjkmnpqrstuvwxyz23456789', 16),
        nickname: FREE_PLAY_NICKNAME,
        type: 4,
        balance: FREE_PLAY_BALANCE,
        isSingle: true,
        passwordExpired: false,
        hasLoggedIn: true,
        origin: 'freePlay',
        profile: { os: payload.data.os },
      };
      db.state.accounts.push(trial);
      return ok({ token: db.openSession(trial), account: trial.account, firstTimeLogin: false });
    }),

    endpointHandler(ctx, 'forgotPasswordByEmail', async ({ request }) => {
      const payload = await readPayload(ctx, request, endpoints.forgotPasswordByEmail.request);
      if (!payload.ok) return payload.response;
      const { username, email } = payload.data;
      const account = db.findAccount(username);
      if (!account?.email || account.email.toLowerCase() !== email.trim().toLowerCase()) {
        return fail({ message: ACCOUNT_MESSAGES.emailNotFound });
      }
      sendEmail(db, { kind: 'password-reset', to: account.email, account: account.account });
      return ok(null);
    }),

    endpointHandler(ctx, 'resetPasswordByPhone', async ({ request }) => {
      const payload = await readPayload(ctx, request, endpoints.resetPasswordByPhone.request);
      if (!payload.ok) return payload.response;
      const { whiteLabel } = db.scenario;
      if (!whiteLabel.CHNGPASSVERIF3 && !whiteLabel.MOBILEVERCODELOGIN3) {
        return fail({ message: ACCOUNT_MESSAGES.phoneRecoveryOff });
      }
      const { mobileNum, countryDialingCode, verificationCode, newPassword } = payload.data;
      const account = db.findAccountByMobile(countryDialingCode, mobileNum);
      if (!account) return fail({ message: ACCOUNT_MESSAGES.unknownMobile });
      if (!newPasswordFormatOk(newPassword)) return fail({ message: CHANGE_PASSWORD_MESSAGES.badFormat });
      const refusal = phoneAuthRefusal(ctx, 'verify');
      if (refusal) return refusal;
      if (!db.consumeSmsCode(countryDialingCode, mobileNum, verificationCode)) {
        return fail({ message: ACCOUNT_MESSAGES.badSmsCode, field: 'verificationCode' });
      }
      db.changePassword(account, newPassword);
      db.clearFailedLogins(account.account);
      const firstTimeLogin = !account.hasLoggedIn;
      account.hasLoggedIn = true;
      // §4 "By phone, after success the user is logged in automatically"
      return ok({
        token: db.openSession(account),
        account: account.account,
        firstTimeLogin,
        passwordExpired: false,
      });
    }),

    endpointHandler(ctx, 'memberIcon', ({ request }) => {
      const account = db.accountForToken(bearerToken(request));
      if (!account) return unauthorized();
      const options = memberIconOptions();
      const chosen = account.iconId ?? options[Number(digitsOnly(account.id)) % options.length]!.id;
      return ok({
        icon: options.find((option) => option.id === chosen)?.iconUrl,
        icons: options,
      });
    }),

    endpointHandler(ctx, 'setMemberIcon', async ({ request }) => {
      const account = db.accountForToken(bearerToken(request));
      if (!account) return unauthorized();
      const payload = await readPayload(ctx, request, endpoints.setMemberIcon.request);
      if (!payload.ok) return payload.response;
      if (!memberIconOptions().some((option) => option.id === payload.data.icon))
        return fail({ message: ACCOUNT_MESSAGES.unknownIcon });
      account.iconId = payload.data.icon;
      return ok(null);
    }),
  ];
}
