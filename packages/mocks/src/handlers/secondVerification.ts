import type { SecondVerificationAnswer, SecondVerificationChallenge } from '@sorte/gateway';
import { consumeEmailCode, sendEmailCode } from '../accountFlows.ts';
import { DEMO_BANK_ACCOUNT_NAME, DEMO_GOOGLE_CODE } from '../fixtures/accounts.ts';
import type { MockAccount } from '../fixtures/mockAccount.ts';
import type { HandlerContext } from './respond.ts';
import { phoneAuthRefusal, reject } from './respond.ts';

/** Server messages of the new-IP check (data, not UI copy). */
export const SECOND_VERIFICATION_MESSAGES = {
  required: 'New login location: please complete the verification',
  wrongAnswer: 'Please enter correct information',
} as const;

/** The envelope `code` of a login that needs the second verification. */
export const SECOND_VERIFICATION_CODE = 'NEW_IP_VERIFICATION';

export function maskMobile(account: MockAccount): string | undefined {
  const mobile = account.mobile;
  if (!mobile) return undefined;
  const digits = mobile.mobileNum;
  return `+${mobile.countryDialingCode} ${digits.slice(0, 2)} ${'*'.repeat(Math.max(0, digits.length - 6))}${digits.slice(-4)}`;
}

function maskEmail(account: MockAccount): string | undefined {
  const email = account.email;
  if (!email) return undefined;
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

const normaliseName = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toUpperCase();

function challenge(ctx: HandlerContext, account: MockAccount, send: boolean): SecondVerificationChallenge {
  const method = account.secondVerification!;
  const out: SecondVerificationChallenge = { method };
  if (method === 'sms' && account.mobile) {
    if (send) ctx.db.sendSmsCode(account.mobile.countryDialingCode, account.mobile.mobileNum);
    out.target = maskMobile(account)!;
    out.expiredMinutes = ctx.db.scenario.smsExpiredMinutes;
  } else if (method === 'email' && account.email) {
    if (send) sendEmailCode(ctx.db, account);
    out.target = maskEmail(account)!;
    out.expiredMinutes = ctx.db.scenario.smsExpiredMinutes;
  }
  return out;
}

function answerIsRight(ctx: HandlerContext, account: MockAccount, answer: SecondVerificationAnswer): boolean {
  switch (account.secondVerification) {
    case 'sms':
      return (
        !!account.mobile &&
        ctx.db.consumeSmsCode(account.mobile.countryDialingCode, account.mobile.mobileNum, answer.value)
      );
    case 'email':
      return !!account.email && consumeEmailCode(ctx.db, account.email, answer.value);
    case 'google':
      return answer.value.trim() === DEMO_GOOGLE_CODE;
    case 'bankAccountName':
      return normaliseName(answer.value) === normaliseName(DEMO_BANK_ACCOUNT_NAME);
    default:
      return true;
  }
}

/**
 * §4 "A new-IP login needs a second verification by SMS, email, Google code or bank account name."
 * Runs after the password was accepted. Without an answer, the login is refused with
 * `code NEW_IP_VERIFICATION, value { secondVerification: { method, target?, expiredMinutes? } }` and, for SMS
 * and e-mail, the demo code is sent (asking again sends it again). With the right answer the visitor IP
 * becomes known (no question next time) and the login goes on (null); a wrong one is
 * 'Please enter correct information' with the same challenge (no new code).
 */
export function secondVerificationGate(
  ctx: HandlerContext,
  account: MockAccount,
  answer: SecondVerificationAnswer | undefined,
): Response | null {
  if (!account.secondVerification) return null;
  const ip = ctx.db.scenario.visitorIp;
  if (account.knownIps?.includes(ip)) return null;
  if (!answer) {
    return reject(
      SECOND_VERIFICATION_MESSAGES.required,
      { secondVerification: challenge(ctx, account, true) },
      SECOND_VERIFICATION_CODE,
    );
  }
  if (answer.method === 'sms') {
    const refusal = phoneAuthRefusal(ctx, 'verify');
    if (refusal) return refusal;
  }
  if (answer.method !== account.secondVerification || !answerIsRight(ctx, account, answer)) {
    return reject(
      SECOND_VERIFICATION_MESSAGES.wrongAnswer,
      { secondVerification: challenge(ctx, account, false) },
      SECOND_VERIFICATION_CODE,
    );
  }
  account.knownIps = [...(account.knownIps ?? []), ip];
  return null;
}
