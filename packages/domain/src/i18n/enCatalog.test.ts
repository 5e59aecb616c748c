import { readFileSync } from 'node:fs';
import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import * as errors from '../errors/gatewayErrors.ts';
import * as validation from '../validation/messages.ts';

/** msgid → msgstr of a Lingui .po catalog (the msgid is the Portuguese source text). */
function readCatalog(locale: string): Map<string, string> {
  const source = readFileSync(new URL(`../../../../locales/${locale}/messages.po`, import.meta.url), 'utf8');
  const catalog = new Map<string, string>();
  for (const block of source.split(/\r?\n\r?\n/)) {
    const fields: Record<string, string> = {};
    let current: string | null = null;
    for (const line of block.split(/\r?\n/)) {
      const field = /^(msgid|msgstr|msgctxt) (".*")$/.exec(line);
      if (field) {
        current = field[1]!;
        fields[current] = JSON.parse(field[2]!);
      } else if (current && line.startsWith('"')) fields[current] += JSON.parse(line);
    }
    if (fields.msgid && fields.msgctxt === undefined) catalog.set(fields.msgid, fields.msgstr ?? '');
  }
  return catalog;
}

const SPEC_ENGLISH: readonly (readonly [string, string, MessageDescriptor])[] = [
  [
    '§5',
    'Please fill in your password with {min} - {max} characters',
    validation.passwordLengthMessage(1, 2),
  ],
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
];

describe('§5/§6/§8 message texts in the en catalog', () => {
  const en = readCatalog('en');

  it.each(SPEC_ENGLISH)("%s '%s' is the en translation", (_section, english, descriptor) => {
    expect(en.get(descriptor.message!)).toBe(english);
  });

  it('the table covers every message the domain exports', () => {
    const exported = [...Object.entries(validation), ...Object.entries(errors)].flatMap(([name, value]) => {
      if (name === 'passwordLengthMessage') return [validation.passwordLengthMessage(1, 2).message];
      return typeof value === 'object' && value !== null && 'id' in value ? [value.message] : [];
    });
    expect(new Set(exported)).toEqual(new Set(SPEC_ENGLISH.map(([, , descriptor]) => descriptor.message)));
  });

  it('every Portuguese source text is distinct, so no two English texts share one id', () => {
    const sources = SPEC_ENGLISH.map(([, , descriptor]) => descriptor.message);
    expect(new Set(sources).size).toBe(sources.length);
  });
});
