import { accountFeatures, enabledModules } from '@sorte/domain';
import {
  createGatewayClient,
  type GatewayClient,
  isGatewayError,
  WHITE_LABEL_SWITCHES,
  type WhiteLabelSwitch,
} from '@sorte/gateway';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_SMS_CODE } from './fixtures/accounts.ts';
import { ACCOUNT_MESSAGES, LOGIN_MESSAGES } from './handlers/index.ts';
import { scenarioFromSearchParams } from './scenarios.ts';
import { GATEWAY, mockGatewayForFile } from './test/mockGateway.ts';

const mock = mockGatewayForFile();

const gw: GatewayClient = createGatewayClient({
  baseUrl: GATEWAY,
  getToken: () => null,
  onUnauthorized: () => {},
});

/** Resolves to 'ok' or the server's message. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (isGatewayError(error)) return error.serverMessage ?? error.kind;
    throw error;
  }
}

const jogadorMobile = { countryDialingCode: '55', mobileNum: '11987654321' };
const newMobile = { countryDialingCode: '55', mobileNum: '11912345678' };

/** What each switch changes in the simulated gateway: a probe run with the switch on and with it off. */
const PROBES: Record<
  WhiteLabelSwitch,
  { effect: string; probe: () => Promise<string>; on: string; off: string }
> = {
  MOBILENUMREG3: {
    effect: 'mobile registration without a password (MOBILENUMPASSREG3 off)',
    probe: async () => {
      mock.applyScenario({ whiteLabel: { MOBILENUMPASSREG3: false } });
      await gw.account.registerSms(newMobile).catch(() => undefined);
      return outcome(
        gw.account.registerMobile({
          ...newMobile,
          verificationCode: DEMO_SMS_CODE,
          nickname: 'Novo',
          registerUrl: 'u',
        }),
      );
    },
    on: 'ok',
    off: ACCOUNT_MESSAGES.mobileRegistrationOff,
  },
  MOBILENUMPASSREG3: {
    effect: 'mobile registration with a password (MOBILENUMREG3 off)',
    probe: async () => {
      mock.applyScenario({ whiteLabel: { MOBILENUMREG3: false, REGMOBVERF3: false } });
      return outcome(
        gw.account.registerMobile({
          ...newMobile,
          password: 'Sorte2027',
          confirmPassword: 'Sorte2027',
          nickname: 'Novo',
          registerUrl: 'u',
        }),
      );
    },
    on: 'ok',
    off: ACCOUNT_MESSAGES.mobileRegistrationOff,
  },
  REGMOBVERF3: {
    effect: 'register by username needs the SMS code',
    probe: () =>
      outcome(
        gw.account.register({
          username: 'novato02',
          password: 'Sorte2027',
          confirmPassword: 'Sorte2027',
          nickname: 'Novo',
        }),
      ),
    on: ACCOUNT_MESSAGES.mobileFormat,
    off: 'ok',
  },
  MOBILEVERCODELOGIN3: {
    effect: 'SMS-code login',
    probe: async () => {
      await gw.verification.smsNoLogin(jogadorMobile);
      return outcome(gw.session.login({ type: 'sms', ...jogadorMobile, verificationCode: DEMO_SMS_CODE }));
    },
    on: 'ok',
    off: LOGIN_MESSAGES.smsDisabled,
  },
  CHNGPASSVERIF3: {
    effect: 'forgot password by mobile (MOBILEVERCODELOGIN3 off)',
    probe: async () => {
      mock.applyScenario({ whiteLabel: { MOBILEVERCODELOGIN3: false } });
      await gw.verification.smsNoLogin(jogadorMobile);
      return outcome(
        gw.account.resetPasswordByPhone({
          ...jogadorMobile,
          verificationCode: DEMO_SMS_CODE,
          newPassword: 'Nova2027',
        }),
      );
    },
    on: 'ok',
    off: ACCOUNT_MESSAGES.phoneRecoveryOff,
  },
  FREEPLAY3: {
    effect: 'free play',
    probe: () => outcome(gw.account.freePlay({ os: 'Windows' })),
    on: 'ok',
    off: ACCOUNT_MESSAGES.freePlayOff,
  },
  // The next three change the client only (§4, §2): the gateway serves them in the white-label tree,
  // and its answers stay the same (expirado01 always says passwordExpired: true).
  PWDEXPFORCECHANGE3: {
    effect: 'client: an expired password forces the change (login answer unchanged)',
    probe: async () =>
      String(
        (await gw.session.login({ type: 'username', username: 'expirado01', password: DEMO_PASSWORD }))
          .passwordExpired,
      ),
    on: 'true',
    off: 'true',
  },
  AGENTPOLICY3: {
    effect: 'client: the agent policy on /agent',
    probe: async () => 'ok',
    on: 'ok',
    off: 'ok',
  },
  PTSYS3: { effect: 'client: the point mall', probe: async () => 'ok', on: 'ok', off: 'ok' },
};

describe('§6 white-label switch matrix in the simulated gateway', () => {
  it('covers every §6 switch', () => {
    expect(Object.keys(PROBES).sort()).toEqual([...WHITE_LABEL_SWITCHES].sort());
  });

  it.each(WHITE_LABEL_SWITCHES)('%s', async (name) => {
    const { probe, on, off } = PROBES[name];
    mock.applyScenario({ whiteLabel: { [name]: true } });
    expect(await probe(), `${name} on`).toBe(on);
    mock.reset();
    mock.applyScenario({ whiteLabel: { [name]: false } });
    expect(await probe(), `${name} off`).toBe(off);
  });

  it.each(WHITE_LABEL_SWITCHES)(
    '%s reaches the client through the white-label tree and the query',
    async (name) => {
      for (const value of [true, false]) {
        mock.applyScenario(
          scenarioFromSearchParams(new URLSearchParams(`mock.wl.${name}=${value ? 'on' : 'off'}`)),
        );
        const modules = enabledModules(await gw.system.whiteLabel());
        expect(modules.has(name)).toBe(value);
      }
    },
  );

  it('the default scenario: both registration tabs, SMS code on register, e-mail first in forgot password', async () => {
    const features = accountFeatures(enabledModules(await gw.system.whiteLabel()));
    expect(features).toMatchObject({
      registerTabs: ['username', 'mobile'],
      registerSmsVerification: true,
      mobileRegistrationWithPassword: true,
      forgotPasswordTabs: ['email', 'mobile'],
      defaultForgotPasswordTab: 'email',
      freePlay: true,
    });
    mock.applyScenario({ whiteLabel: { CHNGPASSVERIF3: true } });
    expect(accountFeatures(enabledModules(await gw.system.whiteLabel())).defaultForgotPasswordTab).toBe(
      'mobile',
    );
  });
});
