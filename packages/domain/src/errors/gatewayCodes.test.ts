import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as cashierMessages from '../cashier/messages.ts';
import { needRealAccountMessage } from '../member/accountAccess.ts';
import { invalidInvitationCodeMessage } from '../validation/messages.ts';
import { gatewayCodeMessage, rejectedField } from './gatewayCodes.ts';
import {
  notLoggedInMessage,
  rateLimitedMessage,
  systemMaintenanceMessage,
  usernameOrEmailNotFoundMessage,
} from './gatewayErrors.ts';

describe('§8 known codes: our text instead of the gateway’s', () => {
  it.each([
    [{ code: 'invitation_code_error' }, invalidInvitationCodeMessage],
    [{ code: 'INVITATION-CODE-ERROR' }, invalidInvitationCodeMessage],
    [{ message: 'invitation_code_error' }, invalidInvitationCodeMessage],
    [{ message: 'in_need_true_account' }, needRealAccountMessage],
    [{ code: 'IN_NEED_TRUE_ACCOUNT' }, needRealAccountMessage],
    [{ code: 401, message: 'Unauthorized' }, notLoggedInMessage],
    [{ code: '429' }, rateLimitedMessage],
    [{ message: 'You are not logged in, please login' }, notLoggedInMessage],
    [{ message: ' username/email does NOT exist ' }, usernameOrEmailNotFoundMessage],
    [{ message: 'System maintenance' }, systemMaintenanceMessage],
  ])('%o reads as ours', (rejection, message) => {
    expect(gatewayCodeMessage(rejection)).toBe(message);
  });

  it('a code or message it does not know is left to the gateway', () => {
    expect(gatewayCodeMessage({ code: 'E1001', message: 'Username or password is incorrect' })).toBeNull();
    expect(gatewayCodeMessage({ code: 'toString' })).toBeNull();
    expect(gatewayCodeMessage({})).toBeNull();
  });
});

const REGISTER = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'realName',
  'referralCode',
] as const;

describe('a refusal naming a field: the tolerant readings', () => {
  it.each([
    ['value.field', { value: { field: 'username' } }, 'username', null],
    ['value.fieldName', { value: { fieldName: 'realName' } }, 'realName', null],
    ['field beside value', { envelope: { success: false, field: 'mobile_num' } }, 'mobileNum', null],
    ['fieldName beside value', { envelope: { fieldName: 'invitationCode' } }, 'referralCode', null],
    [
      'errors beside value',
      { envelope: { errors: [{ field: 'nope' }, { field: 'account', message: 'Taken' }] } },
      'username',
      'Taken',
    ],
    ['errors in value', { value: { errors: [{ fieldName: 'PASSWORD', msg: 'Weak' }] } }, 'password', 'Weak'],
    ['a code made of the name', { code: 'USERNAME_EXISTS' }, 'username', null],
    ['a message that mentions it', { message: 'Username already exists' }, 'username', null],
    [
      'the longer mention wins',
      { message: 'Confirmation password is not correct.' },
      'confirmPassword',
      null,
    ],
    ['a phone is the mobile number', { message: 'Mobile number is already registered' }, 'mobileNum', null],
  ] as const)('%s', (_name, rejection, field, message) => {
    expect(rejectedField(rejection, REGISTER)).toEqual({ field, message });
  });

  it('names no field when none of the form’s fields is named, or two are', () => {
    expect(rejectedField({ message: 'Username or password is incorrect' }, REGISTER)).toBeNull();
    expect(rejectedField({ value: { field: 'email' } }, REGISTER)).toBeNull();
    expect(rejectedField({ message: 'Registration is closed' }, REGISTER)).toBeNull();
    expect(rejectedField({ value: { field: 'username' } }, ['password'])).toBeNull();
  });

  it('a field named as data is found whatever its case and separators', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REGISTER),
        fc.array(fc.constantFrom('_', '-', ' ', ''), { minLength: 0, maxLength: 3 }),
        fc.boolean(),
        (field, separators, upper) => {
          const chars = [...field];
          const spelled = chars
            .map(
              (char, index) =>
                `${index > 0 && index <= separators.length ? separators[index - 1] : ''}${char}`,
            )
            .join('');
          const name = upper ? spelled.toUpperCase() : spelled;
          expect(rejectedField({ value: { field: name } }, REGISTER)?.field).toBe(field);
        },
      ),
    );
  });

  it('never names a field the form does not have', () => {
    fc.assert(
      fc.property(fc.string(), fc.anything(), (message, value) => {
        const found = rejectedField({ message, value, envelope: value }, ['captcha'] as const);
        expect(found === null || found.field === 'captcha').toBe(true);
      }),
    );
  });
});

describe("the cashier's refusals (readings: §8 names none)", () => {
  it.each([
    ['INSUFFICIENT_BALANCE', cashierMessages.amountAboveBalanceMessage],
    ['WRONG_WITHDRAW_PASSWORD', cashierMessages.withdrawPasswordWrongMessage],
    ['withdraw-password-not-set', cashierMessages.withdrawPasswordNotSetMessage],
    ['AMOUNT_OUT_OF_LIMITS', cashierMessages.amountOutOfLimitsMessage],
  ])('%s has our text (with the cashier, not site-wide)', (code, message) => {
    expect(cashierMessages.cashierRefusalMessage(code)).toBe(message);
    expect(gatewayCodeMessage({ code })).toBeNull();
  });

  it('names the field it is about: the withdraw password, or the amount', () => {
    const fields = ['amount', 'withdrawPassword'] as const;
    expect(rejectedField({ code: 'WRONG_WITHDRAW_PASSWORD' }, fields)?.field).toBe('withdrawPassword');
    expect(rejectedField({ code: 'INSUFFICIENT_BALANCE' }, fields)?.field).toBe('amount');
  });
});
