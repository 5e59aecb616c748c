import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import { CAPTCHA_AFTER_FAILURES } from '../db.ts';
import type { MockAccount } from '../fixtures/mockAccount.ts';
import {
  bearerToken,
  endpointHandler,
  type HandlerContext,
  ok,
  phoneAuthRefusal,
  readPayload,
  reject,
  unauthorized,
} from './respond.ts';
import { secondVerificationGate } from './secondVerification.ts';
import { twoStepLoginGate } from './twoStep.ts';

/** Server messages (data, not UI copy). */
export const LOGIN_MESSAGES = {
  badCredentials: 'Username or password is incorrect',
  captchaRequired: 'Please enter the captcha',
  captchaWrong: 'The captcha is incorrect',
  smsDisabled: 'SMS code login is not enabled',
  unknownMobile: 'Mobile number is not registered',
  badSmsCode: 'Verification code is incorrect or expired',
} as const;

function loggedIn(ctx: HandlerContext, account: MockAccount) {
  const token = ctx.db.openSession(account);
  const firstTimeLogin = !account.hasLoggedIn;
  account.hasLoggedIn = true;
  return ok({ token, firstTimeLogin, passwordExpired: account.passwordExpired, captcha: false });
}

export function sessionHandlers(ctx: HandlerContext): HttpHandler[] {
  const { db } = ctx;
  return [
    endpointHandler(ctx, 'login', async ({ request }) => {
      const payload = await readPayload(ctx, request, endpoints.login.request);
      if (!payload.ok) return payload.response;
      const body = payload.data;

      if (body.type === 'sms') {
        if (!db.scenario.whiteLabel.MOBILEVERCODELOGIN3) return reject(LOGIN_MESSAGES.smsDisabled);
        const account = db.findAccountByMobile(body.countryDialingCode, body.mobileNum);
        if (!account) return reject(LOGIN_MESSAGES.unknownMobile);
        const refusal = phoneAuthRefusal(ctx, 'verify');
        if (refusal) return refusal;
        if (!db.consumeSmsCode(body.countryDialingCode, body.mobileNum, body.verificationCode)) {
          return reject(LOGIN_MESSAGES.badSmsCode);
        }
        return loggedIn(ctx, account);
      }

      if (db.failedLogins(body.username) >= CAPTCHA_AFTER_FAILURES) {
        if (!body.captcha) return reject(LOGIN_MESSAGES.captchaRequired, { captcha: true });
        if (!db.consumeCaptcha(body.captchaKey, body.captcha)) {
          return reject(LOGIN_MESSAGES.captchaWrong, { captcha: true });
        }
      }
      const account = db.findAccount(body.username);
      if (!account || account.password !== body.password) {
        const failures = db.recordFailedLogin(body.username);
        return reject(LOGIN_MESSAGES.badCredentials, { captcha: failures >= CAPTCHA_AFTER_FAILURES });
      }
      db.clearFailedLogins(body.username);
      // §4 new-IP second verification (./secondVerification.ts)
      const challenge = secondVerificationGate(ctx, account, body.verification);
      if (challenge) return challenge;
      const twoStep = await twoStepLoginGate(ctx, account, body.verification);
      if (twoStep) return twoStep;
      return loggedIn(ctx, account);
    }),

    endpointHandler(ctx, 'logout', ({ request }) => {
      const token = bearerToken(request);
      if (!db.accountForToken(token)) return unauthorized();
      db.closeSession(token!);
      return ok(null);
    }),
  ];
}
