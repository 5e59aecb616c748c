import type { SecondVerificationAnswer } from '@sorte/gateway';
import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import type { MockAccount } from '../fixtures/mockAccount.ts';
import { newTotpSecret, otpauthUri, totpMatches } from '../totp.ts';
import {
  bearerToken,
  endpointHandler,
  type HandlerContext,
  ok,
  readPayload,
  reject,
  unauthorized,
} from './respond.ts';
import { maskMobile } from './secondVerification.ts';

/** Server messages and codes of two-step verification (data, not UI copy). */
export const TWO_STEP_REFUSALS = {
  required: { code: 'TWO_STEP_REQUIRED', message: 'Two-step verification code required' },
  wrongCode: { code: 'TWO_STEP_CODE_WRONG', message: 'The verification code is incorrect' },
  notBound: { code: 'TWO_STEP_NOT_BOUND', message: 'Bind an authenticator first' },
  alreadyOn: { code: 'TWO_STEP_ALREADY_ON', message: 'Two-step verification is already on' },
  notOn: { code: 'TWO_STEP_NOT_ON', message: 'Two-step verification is not on' },
  noMobile: { code: 'TWO_STEP_NO_MOBILE', message: 'Bind a mobile number first' },
} as const;

const ISSUER = 'Sorte';

type Refusal = (typeof TWO_STEP_REFUSALS)[keyof typeof TWO_STEP_REFUSALS];
const refuse = (refusal: Refusal, value: unknown = null) => reject(refusal.message, value, refusal.code);

const codeIsRight = (ctx: HandlerContext, secret: string, code: string) =>
  totpMatches(secret, code, ctx.db.now());

/** The last code texted to the member's mobile, used once (as every SMS code of the simulated gateway). */
const smsCodeIsRight = (ctx: HandlerContext, account: MockAccount, code: string) =>
  account.mobile !== undefined &&
  ctx.db.consumeSmsCode(account.mobile.countryDialingCode, account.mobile.mobileNum, code);

/** A current code of the member's method: the authenticator's, or the one texted last. */
const currentCodeIsRight = async (ctx: HandlerContext, account: MockAccount, code: string) =>
  account.twoStep?.method === 'sms'
    ? smsCodeIsRight(ctx, account, code)
    : account.twoStep !== undefined && (await codeIsRight(ctx, account.twoStep.secret, code));

const WIRE_METHOD = { authenticator: 'AUTHENTICATOR', sms: 'SMS' } as const;

/**
 * A login of a member with two-step on, after the password (and §4's new-IP check): without a code it is held back
 * with `code TWO_STEP_REQUIRED, value { twoStepRequired: true, secondVerification: { method: 'AUTHENTICATOR' } }`;
 * a wrong code is refused the same way; the right one lets it go on (null). By SMS the challenge names the masked
 * mobile and the resend wait, and holding the login back texts the code (as §4's new-IP check by SMS does).
 */
export async function twoStepLoginGate(
  ctx: HandlerContext,
  account: MockAccount,
  answer: SecondVerificationAnswer | undefined,
): Promise<Response | null> {
  if (!account.twoStep) return null;
  const bySms = account.twoStep.method === 'sms';
  const challenge = {
    twoStepRequired: true,
    secondVerification: bySms
      ? { method: 'SMS', target: maskMobile(account), expiredMinutes: ctx.db.scenario.smsExpiredMinutes }
      : { method: 'AUTHENTICATOR' },
  };
  if (!answer) {
    if (bySms && account.mobile)
      ctx.db.sendSmsCode(account.mobile.countryDialingCode, account.mobile.mobileNum);
    return refuse(TWO_STEP_REFUSALS.required, challenge);
  }
  if (answer.method !== (bySms ? 'sms' : 'google') || !(await currentCodeIsRight(ctx, account, answer.value)))
    return refuse(TWO_STEP_REFUSALS.wrongCode, challenge);
  return null;
}

/** A withdrawal of a member with two-step on needs its code: the refusal, or null to go on. */
export async function twoStepWithdrawRefusal(
  ctx: HandlerContext,
  account: MockAccount,
  code: string | undefined,
): Promise<Response | null> {
  if (!account.twoStep) return null;
  if (!code) return refuse(TWO_STEP_REFUSALS.required);
  return (await currentCodeIsRight(ctx, account, code)) ? null : refuse(TWO_STEP_REFUSALS.wrongCode);
}

/** Issue 23 item 5 (readings): the security centre's two-step verification, by an authenticator app or by SMS. */
export function twoStepHandlers(ctx: HandlerContext): HttpHandler[] {
  const who = (request: Request) => ctx.db.accountForToken(bearerToken(request));
  return [
    endpointHandler(ctx, 'twoStepStatus', ({ request }) => {
      const account = who(request);
      if (!account) return unauthorized();
      // SMS only for a member with a registered mobile.
      const methods = account.mobile ? ['AUTHENTICATOR', 'SMS'] : ['AUTHENTICATOR'];
      return ok(
        account.twoStep
          ? { enabled: true, method: WIRE_METHOD[account.twoStep.method], methods }
          : { enabled: false, methods },
      );
    }),

    // Texts a code to the registered mobile: turning on or off by SMS, and a withdrawal's code.
    endpointHandler(ctx, 'sendTwoStepSms', ({ request }) => {
      const account = who(request);
      if (!account) return unauthorized();
      if (!account.mobile) return refuse(TWO_STEP_REFUSALS.noMobile);
      ctx.db.sendSmsCode(account.mobile.countryDialingCode, account.mobile.mobileNum);
      return ok({ resendIn: ctx.db.scenario.smsExpiredMinutes * 60, maskedMobile: maskMobile(account) });
    }),

    // A new secret each time (the last one given is the one confirmed).
    endpointHandler(ctx, 'bindAuthenticator', ({ request }) => {
      const account = who(request);
      if (!account) return unauthorized();
      if (account.twoStep) return refuse(TWO_STEP_REFUSALS.alreadyOn);
      const secret = newTotpSecret();
      account.pendingAuthenticatorSecret = secret;
      return ok({ secret, otpauthUri: otpauthUri(secret, account.account, ISSUER) });
    }),

    endpointHandler(ctx, 'confirmTwoStep', async ({ request }) => {
      const account = who(request);
      if (!account) return unauthorized();
      const payload = await readPayload(ctx, request, endpoints.confirmTwoStep.request);
      if (!payload.ok) return payload.response;
      if (account.twoStep) return refuse(TWO_STEP_REFUSALS.alreadyOn);
      if (payload.data.method === 'SMS') {
        if (!smsCodeIsRight(ctx, account, payload.data.code)) return refuse(TWO_STEP_REFUSALS.wrongCode);
        account.twoStep = { method: 'sms' };
        return ok(null);
      }
      const secret = account.pendingAuthenticatorSecret;
      if (payload.data.method !== 'AUTHENTICATOR' || !secret) return refuse(TWO_STEP_REFUSALS.notBound);
      if (!(await codeIsRight(ctx, secret, payload.data.code))) return refuse(TWO_STEP_REFUSALS.wrongCode);
      account.twoStep = { method: 'authenticator', secret };
      delete account.pendingAuthenticatorSecret;
      return ok(null);
    }),

    endpointHandler(ctx, 'disableTwoStep', async ({ request }) => {
      const account = who(request);
      if (!account) return unauthorized();
      const payload = await readPayload(ctx, request, endpoints.disableTwoStep.request);
      if (!payload.ok) return payload.response;
      if (!account.twoStep) return refuse(TWO_STEP_REFUSALS.notOn);
      if (!(await currentCodeIsRight(ctx, account, payload.data.code)))
        return refuse(TWO_STEP_REFUSALS.wrongCode);
      delete account.twoStep;
      return ok(null);
    }),
  ];
}
