import { loginNeedsSecondVerification } from '@sorte/gateway';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_WITHDRAW_PASSWORD } from './fixtures/accounts.ts';
import { TWO_STEP_REFUSALS } from './handlers/index.ts';
import { memberSession, mockGatewayForFile, rejection } from './test/mockGateway.ts';
import { totpCode } from './totp.ts';

const mock = mockGatewayForFile();
const pix = { kind: 'PIX', keyType: 'CPF', key: '12345678909' } as const;

describe('issue 23 item 5 two-step verification in the simulated gateway', () => {
  it('binds an authenticator, turns on with its code, then asks it at login and at withdrawal, and turns off', async () => {
    const session = memberSession();
    await session.login();
    const { gw } = session;
    expect(await gw.accountPages.twoStepStatus()).toEqual({ enabled: false, methods: ['authenticator'] });
    const { secret, otpauthUri } = await gw.accountPages.bindAuthenticator();
    expect(otpauthUri).toBe(
      `otpauth://totp/Sorte%3Ajogador01?secret=${secret}&issuer=Sorte&algorithm=SHA1&digits=6&period=30`,
    );
    const wrong = await rejection(
      gw.accountPages.confirmTwoStep({ method: 'AUTHENTICATOR', code: '000000' }),
    );
    expect(wrong.code).toBe(TWO_STEP_REFUSALS.wrongCode.code);
    const code = () => totpCode(secret, Date.now());
    await gw.accountPages.confirmTwoStep({ method: 'AUTHENTICATOR', code: await code() });
    expect(await gw.accountPages.twoStepStatus()).toMatchObject({ enabled: true, method: 'authenticator' });

    const held = await rejection(
      gw.session.login({ type: 'username', username: 'jogador01', password: DEMO_PASSWORD }),
    );
    expect(loginNeedsSecondVerification(held)).toEqual({ method: 'google', twoStep: true });
    const refused = await rejection(
      gw.session.login({
        type: 'username',
        username: 'jogador01',
        password: DEMO_PASSWORD,
        verification: { method: 'google', value: '000000' },
      }),
    );
    expect(refused.code).toBe(TWO_STEP_REFUSALS.wrongCode.code);
    const loggedIn = await gw.session.login({
      type: 'username',
      username: 'jogador01',
      password: DEMO_PASSWORD,
      verification: { method: 'google', value: await code() },
    });
    session.setToken(loggedIn.token);

    const submission = { amount: 100, account: pix, withdrawPassword: DEMO_WITHDRAW_PASSWORD };
    const withoutCode = await rejection(gw.cashier.withdraw(submission, { idempotencyKey: 'two-step-1' }));
    expect(withoutCode.code).toBe(TWO_STEP_REFUSALS.required.code);
    const withCode = await gw.cashier.withdraw(
      { ...submission, twoStepCode: await code() },
      { idempotencyKey: 'two-step-2' },
    );
    expect(withCode.amount).toBe(100);

    await gw.accountPages.disableTwoStep({ code: await code() });
    expect((await gw.accountPages.twoStepStatus()).enabled).toBe(false);
    expect(mock.db.findAccount('jogador01')?.twoStep).toBeUndefined();
  });
});
