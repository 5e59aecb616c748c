import { loginNeedsSecondVerification } from '@sorte/gateway';
import { describe, expect, it } from 'vitest';
import { mobileKey } from './db.ts';
import { SERVED_DIALECTS } from './dialect.ts';
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
    expect(await gw.accountPages.twoStepStatus()).toEqual({
      enabled: false,
      methods: ['authenticator', 'sms'],
    });
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

/** The code the simulated gateway last texted to jogador01's mobile (what the member reads on the phone). */
const textedCode = () => mock.db.state.smsCodes[mobileKey('55', '11987654321')]?.code ?? '';

describe.each(SERVED_DIALECTS)('issue 23 item 5 two-step verification by SMS, %s dialect', (dialect) => {
  it('texts a code to turn on, asks a texted code at login and at withdrawal, and turns off with one', async () => {
    mock.applyScenario({ dialect });
    const session = memberSession();
    await session.login();
    const { gw } = session;
    expect(await gw.accountPages.sendTwoStepSms()).toEqual({
      resendInSeconds: 60,
      maskedMobile: '+55 11 *****4321',
    });
    const wrong = await rejection(gw.accountPages.confirmTwoStep({ method: 'SMS', code: '000000' }));
    expect(wrong.code).toBe(TWO_STEP_REFUSALS.wrongCode.code);
    await gw.accountPages.confirmTwoStep({ method: 'SMS', code: textedCode() });
    expect(await gw.accountPages.twoStepStatus()).toMatchObject({ enabled: true, method: 'sms' });
    // A texted code is used once.
    expect(textedCode()).toBe('');

    const login = { type: 'username', username: 'jogador01', password: DEMO_PASSWORD } as const;
    const held = await rejection(gw.session.login(login));
    expect(loginNeedsSecondVerification(held)).toMatchObject({
      method: 'sms',
      twoStep: true,
      target: '+55 11 *****4321',
    });
    const loggedIn = await gw.session.login({
      ...login,
      verification: { method: 'sms', value: textedCode() },
    });
    session.setToken(loggedIn.token);

    // The operator's withdrawal is only readable through its adapter, its own names (operatorDialect.test.ts).
    if (dialect !== 'operator') {
      const submission = { amount: 100, account: pix, withdrawPassword: DEMO_WITHDRAW_PASSWORD };
      const withoutCode = await rejection(
        gw.cashier.withdraw(submission, { idempotencyKey: `sms-${dialect}-1` }),
      );
      expect(withoutCode.code).toBe(TWO_STEP_REFUSALS.required.code);
      await gw.accountPages.sendTwoStepSms();
      const withCode = await gw.cashier.withdraw(
        { ...submission, twoStepCode: textedCode() },
        { idempotencyKey: `sms-${dialect}-2` },
      );
      expect(withCode.amount).toBe(100);
    }

    await gw.accountPages.sendTwoStepSms();
    await gw.accountPages.disableTwoStep({ code: textedCode() });
    expect(mock.db.findAccount('jogador01')?.twoStep).toBeUndefined();
  });

  it('refuses to text a member without a registered mobile, and offers that member the authenticator only', async () => {
    mock.applyScenario({ dialect });
    delete mock.db.findAccount('jogador01')!.mobile;
    const session = memberSession();
    await session.login();
    expect((await session.gw.accountPages.twoStepStatus()).methods).toEqual(['authenticator']);
    const refused = await rejection(session.gw.accountPages.sendTwoStepSms());
    expect(refused.code).toBe(TWO_STEP_REFUSALS.noMobile.code);
  });
});
