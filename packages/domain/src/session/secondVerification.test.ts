import { describe, expect, it } from 'vitest';
import { inputRequiredMessage, invalidVerificationCodeMessage } from '../validation/messages.ts';
import {
  correctInformationMessage,
  SECOND_VERIFICATION_METHODS,
  secondVerificationStep,
  secondVerificationTitle,
  validateSecondVerification,
} from './secondVerification.ts';

describe('§4 second verification on a new IP', () => {
  it('four methods: SMS, e-mail, Google code, bank account name', () => {
    expect(SECOND_VERIFICATION_METHODS).toEqual(['sms', 'email', 'google', 'bankAccountName']);
  });

  it.each(SECOND_VERIFICATION_METHODS)('%s has its own prompt', (method) => {
    const step = secondVerificationStep(method);
    expect(step.method).toBe(method);
    expect(step.prompt.message).toMatch(/\S/);
  });

  it('only SMS and e-mail codes can be sent again; the bank name is text', () => {
    expect(SECOND_VERIFICATION_METHODS.filter((m) => secondVerificationStep(m).resendable)).toEqual([
      'sms',
      'email',
    ]);
    expect(secondVerificationStep('bankAccountName')).toMatchObject({
      inputMode: 'text',
      autoComplete: 'name',
    });
    expect(secondVerificationStep('google').inputMode).toBe('numeric');
    const prompts = SECOND_VERIFICATION_METHODS.map((m) => secondVerificationStep(m).prompt.id);
    expect(new Set([...prompts, secondVerificationTitle.id, correctInformationMessage.id]).size).toBe(6);
  });

  it.each([
    ['sms', '123456', null],
    ['sms', ' 1234 ', null],
    ['sms', '12', invalidVerificationCodeMessage],
    ['email', '12345678', null],
    ['email', 'abcdef', invalidVerificationCodeMessage],
    ['google', '654321', null],
    ['google', '65432', invalidVerificationCodeMessage],
    ['google', '6543210', invalidVerificationCodeMessage],
    ['bankAccountName', 'MARIA OLIVEIRA', null],
    ['bankAccountName', '   ', inputRequiredMessage],
  ] as const)('%s answer %j', (method, answer, expected) => {
    expect(validateSecondVerification(method, answer)).toBe(expected);
  });
});
