import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GatewayError } from './errors.ts';
import { loginNeedsSecondVerification } from './schemas/account.ts';
import { withdrawBody } from './schemas/cashier.ts';
import { AuthenticatorBindingSchema, TwoStepSmsSentSchema, TwoStepStatusSchema } from './schemas/twoStep.ts';

const rejected = (value: unknown, code?: string) =>
  new GatewayError('rejected', 'refused', { value, ...(code ? { code } : {}) });

describe('issue 23 item 5 two-step verification readings', () => {
  it.each([
    [
      { enabled: true, method: 'AUTHENTICATOR' },
      { enabled: true, method: 'authenticator' },
    ],
    [
      { twoStepEnabled: 1, type: 'TOTP' },
      { enabled: true, method: 'authenticator' },
    ],
    [{ data: { status: 'ON', twoStepMethod: 'sms' } }, { enabled: true, method: 'sms' }],
    [{ on: 'false', method: 'GOOGLE' }, { enabled: false }],
    [{}, { enabled: false }],
  ])('reads the status %j', (value, expected) => {
    expect(v.parse(TwoStepStatusSchema, value)).toEqual({ methods: ['authenticator', 'sms'], ...expected });
  });

  it('reads the methods a gateway offers, as a list or as text', () => {
    expect(v.parse(TwoStepStatusSchema, { enabled: false, methods: 'totp' }).methods).toEqual([
      'authenticator',
    ]);
    expect(v.parse(TwoStepStatusSchema, { supportedMethods: ['SMS', 'GA', 'fax'] }).methods).toEqual([
      'sms',
      'authenticator',
    ]);
  });

  it('reads an authenticator binding under its likely names, and refuses one without a secret or URI', () => {
    const uri = 'otpauth://totp/Sorte:jogador01?secret=ABCD&issuer=Sorte';
    expect(v.parse(AuthenticatorBindingSchema, { secret: 'AB CD', otpauthUri: uri })).toEqual({
      secret: 'ABCD',
      otpauthUri: uri,
    });
    expect(v.parse(AuthenticatorBindingSchema, { data: { secretKey: 'ABCD', qrCodeUrl: uri } }).secret).toBe(
      'ABCD',
    );
    expect(v.safeParse(AuthenticatorBindingSchema, { secret: 'ABCD' }).success).toBe(false);
    expect(v.safeParse(AuthenticatorBindingSchema, { secret: 'ABCD', url: 'https://x' }).success).toBe(false);
  });

  it('reads an SMS sent answer: an empty one says nothing more, a full mobile is never taken, no wait below a second', () => {
    expect(v.parse(TwoStepSmsSentSchema, undefined)).toEqual({});
    expect(v.parse(TwoStepSmsSentSchema, { mobile: '11987654321', wait: 0 })).toEqual({});
    expect(v.parse(TwoStepSmsSentSchema, { cooldown: 90, maskedMobile: ' (**) *****-4321 ' })).toEqual({
      resendInSeconds: 90,
      maskedMobile: '(**) *****-4321',
    });
  });

  it('tells a login held back for the two-step code from the new-IP check', () => {
    expect(
      loginNeedsSecondVerification(
        rejected({ twoStepRequired: true, secondVerification: { method: 'TOTP' } }),
      ),
    ).toEqual({ method: 'google', twoStep: true });
    expect(loginNeedsSecondVerification(rejected({ otpRequired: 'Y' }))).toEqual({
      method: 'google',
      twoStep: true,
    });
    expect(
      loginNeedsSecondVerification(
        rejected({ method: 'SMS', target: '+55 41 ****5432' }, 'TWO_STEP_REQUIRED'),
      ),
    ).toEqual({ method: 'sms', target: '+55 41 ****5432', twoStep: true });
    expect(loginNeedsSecondVerification(rejected({ secondVerification: { method: 'GOOGLE_AUTH' } }))).toEqual(
      {
        method: 'google',
      },
    );
    expect(loginNeedsSecondVerification(rejected({ captcha: true }))).toBeNull();
  });

  it('sends the two-step code with a withdrawal only when there is one', () => {
    const account = { kind: 'PIX', keyType: 'CPF', key: '12345678909' } as const;
    expect(
      withdrawBody({ amount: 50, account, withdrawPassword: '123456', twoStepCode: '654321' }),
    ).toMatchObject({
      twoStepCode: '654321',
    });
    expect(withdrawBody({ amount: 50, account, withdrawPassword: '123456' })).not.toHaveProperty(
      'twoStepCode',
    );
  });
});
