import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as enMessages } from '../../../../locales/en/messages.po';
import * as cashier from '../cashier/messages.ts';
import * as errors from '../errors/gatewayErrors.ts';
import { correctInformationMessage } from '../session/secondVerification.ts';
import * as validation from '../validation/messages.ts';

// The en catalog as the app loads it (compiled by the Lingui vite plugin), so these tests see what a user reads.
const en = setupI18n({ locale: 'en', messages: { en: enMessages } });

const SPEC_ENGLISH: readonly (readonly [string, string, MessageDescriptor])[] = [
  // Spec text 'Please fill in your password with (min) - (max) characters', bounds substituted.
  ['§5', 'Please fill in your password with 6 - 20 characters', validation.passwordLengthMessage(6, 20)],
  ['§5', 'Please enter a valid verification code', validation.invalidVerificationCodeMessage],
  ['§5', 'Please enter a valid mobile number', validation.invalidMobileNumberMessage],
  ['§5', 'Incorrect confirmation input', validation.incorrectConfirmationMessage],
  ['§5', 'Real name format is incorrect', validation.realNameFormatMessage],
  ['§5', 'Phone number format is incorrect', validation.phoneNumberFormatMessage],
  ['§5', 'Invalid invitation code', validation.invalidInvitationCodeMessage],
  ['§5', 'Account format is incorrect', validation.accountFormatMessage],
  ['§5', 'Password format is incorrect', validation.passwordFormatMessage],
  ['§5', 'E-mail format is incorrect', validation.emailFormatMessage],
  ['§5', 'Confirmation password is not correct.', validation.confirmPasswordMismatchMessage],
  ['§5', 'Please enter the captcha', validation.captchaRequiredMessage],
  ['§5', 'Input cannot be empty', validation.inputRequiredMessage],
  ['§5', 'Please enter the username and password', validation.credentialsRequiredMessage],
  ['§8', 'Network link is abnormal, please try again', errors.networkErrorMessage],
  [
    '§8',
    'The page took longer time to load, please check your network connectivity',
    errors.timeoutErrorMessage,
  ],
  ['§8', 'Unknown error', errors.unknownErrorMessage],
  ['§8', 'You are not logged in, please login', errors.notLoggedInMessage],
  ['§8', 'System maintenance', errors.systemMaintenanceMessage],
  ['§8', 'Access restricted', errors.accessRestrictedMessage],
  ['§8', 'Invalid URL, please contact customer service', errors.invalidDomainMessage],
  ['§6', 'Only agents can log in', errors.onlyAgentsMessage],
  ['§6', 'Non-agents cannot log in', errors.nonAgentsCannotLoginMessage],
  ['§6', 'Non-member account unable to login', errors.nonMemberCannotLoginMessage],
  ['§8', 'Please complete verification first', errors.verificationRequiredMessage],
  ['§8', 'Username/Email does not exist', errors.usernameOrEmailNotFoundMessage],
  // HTTP 429 has no text in §8: ours, never the gateway's English.
  ['429', 'Too many attempts in a row. Please wait a moment and try again', errors.rateLimitedMessage],
  ['429', 'Too many attempts in a row. Please try again in 30 s', errors.rateLimitedWaitMessage(30)],
  // An answer no reading knows has no text in §8 either (issue 24 item 4): ours, never a bare 'Unknown error'.
  ['invalid-response', 'The server answered in a form the site cannot read', errors.unreadableAnswerMessage],
];

describe('§5/§6/§8 message texts in the en catalog', () => {
  it.each(SPEC_ENGLISH)("%s '%s' is the en translation", (_section, english, descriptor) => {
    expect(Object.hasOwn(enMessages, descriptor.id)).toBe(true);
    expect(en._(descriptor)).toBe(english);
  });

  it('the table covers every message the domain exports', () => {
    const exported = [...Object.entries(validation), ...Object.entries(errors)].flatMap(([name, value]) => {
      if (name === 'passwordLengthMessage') return [validation.passwordLengthMessage(1, 2).id];
      if (name === 'rateLimitedWaitMessage') return [errors.rateLimitedWaitMessage(1).id];
      return typeof value === 'object' && value !== null && 'id' in value ? [value.id] : [];
    });
    expect(new Set(exported)).toEqual(new Set(SPEC_ENGLISH.map(([, , descriptor]) => descriptor.id)));
  });

  it('every Portuguese source text is distinct, so no two English texts share one id', () => {
    const ids = SPEC_ENGLISH.map(([, , descriptor]) => descriptor.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('§8 cashier texts in the en catalog', () => {
  it.each([
    ['Please enter withdraw password', cashier.withdrawPasswordRequiredMessage],
    ['Please enter receiving address', cashier.receivingAddressRequiredMessage],
    ['Please enter correct information', correctInformationMessage],
  ] as const)("'%s' is the en translation", (english, descriptor) => {
    expect(en._(descriptor)).toBe(english);
  });
});
