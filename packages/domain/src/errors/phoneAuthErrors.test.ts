import { setupI18n } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidVerificationCodeMessage } from '../validation/messages.ts';
import { unknownErrorMessage, verificationRequiredMessage } from './gatewayErrors.ts';
import {
  codeExpiredMessage,
  correctMobileNumberMessage,
  loginFailedRetryMessage,
  PHONE_AUTH_ERROR_CODES,
  type PhoneAuthNextAction,
  phoneAuthError,
  phoneAuthErrorCode,
  smsQuotaExceededMessage,
  tooManyAttemptsMessage,
  verificationMethodUnavailableMessage,
} from './phoneAuthErrors.ts';

const pt = setupI18n({ locale: 'pt', messages: { pt: {} } });

describe('§8 phone authentication codes → message and next action', () => {
  it.each<[string, unknown, PhoneAuthNextAction]>([
    ['invalid-phone-number', correctMobileNumberMessage, 'fix-mobile'],
    ['missing-phone-number', correctMobileNumberMessage, 'fix-mobile'],
    ['too-many-requests', tooManyAttemptsMessage(5), 'wait'],
    ['unknown', unknownErrorMessage, 'retry'],
    ['invalid-verification-code', invalidVerificationCodeMessage, 'fix-code'],
    ['missing-verification-code', invalidVerificationCodeMessage, 'fix-code'],
    ['captcha-check-failed', verificationRequiredMessage, 'redo-verification'],
    ['quota-exceeded', smsQuotaExceededMessage, 'contact-support'],
    ['operation-not-allowed', verificationMethodUnavailableMessage, 'contact-support'],
    ['code-expired', codeExpiredMessage, 'resend'],
    ['popup-closed-by-user', loginFailedRetryMessage, 'retry'],
  ])('%s', (code, message, action) => {
    expect(phoneAuthError(code)).toMatchObject({ code, message, action });
    expect(phoneAuthError(`auth/${code}`).code).toBe(code);
    expect(phoneAuthError(` AUTH/${code.toUpperCase()} `).code).toBe(code);
  });

  it('covers every §8 code', () => {
    expect(PHONE_AUTH_ERROR_CODES).toHaveLength(11);
  });

  it("too-many-requests says 'try again after 5 minutes' and waits 5 minutes", () => {
    const outcome = phoneAuthError('auth/too-many-requests');
    expect(outcome.waitMinutes).toBe(5);
    expect(pt._(outcome.message)).toBe('Muitas tentativas. Tente novamente após 5 minutos');
  });

  it('anything else is unknown (retry)', () => {
    for (const raw of [
      'auth/something-new',
      '',
      null,
      42,
      { code: 'code-expired' },
      'constructor',
      '__proto__',
    ]) {
      expect(phoneAuthErrorCode(raw)).toBe('unknown');
      expect(phoneAuthError(raw).action).toBe('retry');
    }
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        expect(PHONE_AUTH_ERROR_CODES).toContain(phoneAuthError(raw).code);
      }),
    );
  });

  it('each message has its own id', () => {
    const ids = PHONE_AUTH_ERROR_CODES.map((code) => phoneAuthError(code).message.id);
    expect(new Set(ids).size).toBe(9);
  });
});
