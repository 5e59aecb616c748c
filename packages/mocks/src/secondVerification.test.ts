import {
  createAesGcmEncryptor,
  createGatewayClient,
  type LoginRequest,
  loginNeedsSecondVerification,
  type SecondVerificationAnswer,
} from '@sorte/gateway';
import { describe, expect, it } from 'vitest';
import { accountFlows } from './accountFlows.ts';
import {
  DEMO_BANK_ACCOUNT_NAME,
  DEMO_GOOGLE_CODE,
  DEMO_KNOWN_IP,
  DEMO_PASSWORD,
  DEMO_SMS_CODE,
} from './fixtures/accounts.ts';
import {
  DEMO_ENCRYPTION_KEY,
  LOGIN_MESSAGES,
  SECOND_VERIFICATION_CODE,
  SECOND_VERIFICATION_MESSAGES,
} from './handlers/index.ts';
import { GATEWAY, mockGatewayForFile, rejection } from './test/mockGateway.ts';

const mock = mockGatewayForFile();

const gw = createGatewayClient({
  baseUrl: GATEWAY,
  getToken: () => null,
  onUnauthorized: () => {},
  encryptor: createAesGcmEncryptor(DEMO_ENCRYPTION_KEY),
});

function login(username: string, verification?: SecondVerificationAnswer, password = DEMO_PASSWORD) {
  const body: LoginRequest = {
    type: 'username',
    username,
    password,
    ...(verification ? { verification } : {}),
  };
  return gw.session.login(body);
}

describe('§4 a new-IP login needs a second verification', () => {
  it.each([
    ['viajante01', 'sms', DEMO_SMS_CODE, { target: '+55 41 *****5432', expiredMinutes: 1 }],
    ['viajante02', 'email', DEMO_SMS_CODE, { target: 'm***@sorte.example', expiredMinutes: 1 }],
    ['viajante03', 'google', DEMO_GOOGLE_CODE, {}],
    ['viajante04', 'bankAccountName', ' maria  oliveira ', {}],
  ] as const)(
    '%s: asked by %s, the right answer logs in, then the IP is known',
    async (username, method, value, extra) => {
      const asked = await rejection(login(username));
      expect(asked).toMatchObject({
        kind: 'rejected',
        code: SECOND_VERIFICATION_CODE,
        serverMessage: SECOND_VERIFICATION_MESSAGES.required,
      });
      expect(loginNeedsSecondVerification(asked)).toEqual({ method, ...extra });

      await expect(login(username, { method, value })).resolves.toMatchObject({ token: expect.any(String) });
      expect(mock.db.findAccount(username)?.knownIps).toContain(mock.db.scenario.visitorIp);
      // no question any more from this IP
      await expect(login(username)).resolves.toMatchObject({ token: expect.any(String) });
    },
  );

  it('a wrong answer is "Please enter correct information" with the same challenge; the password is still checked first', async () => {
    await rejection(login('viajante01'));
    const wrong = await rejection(login('viajante01', { method: 'sms', value: '000000' }));
    expect(wrong.serverMessage).toBe(SECOND_VERIFICATION_MESSAGES.wrongAnswer);
    expect(loginNeedsSecondVerification(wrong)?.method).toBe('sms');
    const otherMethod = await rejection(login('viajante01', { method: 'google', value: DEMO_GOOGLE_CODE }));
    expect(otherMethod.serverMessage).toBe(SECOND_VERIFICATION_MESSAGES.wrongAnswer);
    const badPassword = await rejection(
      login('viajante01', { method: 'sms', value: DEMO_SMS_CODE }, 'wrong'),
    );
    expect(badPassword.serverMessage).toBe(LOGIN_MESSAGES.badCredentials);
    // the code sent at the first ask is still good
    await expect(login('viajante01', { method: 'sms', value: DEMO_SMS_CODE })).resolves.toBeTruthy();
  });

  it('SMS and e-mail codes are single use; asking again sends a new one', async () => {
    await rejection(login('viajante02'));
    expect(accountFlows(mock.db).outbox.at(-1)).toMatchObject({
      kind: 'second-verification',
      to: 'marina.reis@sorte.example',
    });
    await expect(login('viajante02', { method: 'email', value: DEMO_SMS_CODE })).resolves.toBeTruthy();
    // another new IP: the used code is gone until the login asks again
    mock.applyScenario({ visitorIp: '192.0.2.99' });
    const reused = await rejection(login('viajante02', { method: 'email', value: DEMO_SMS_CODE }));
    expect(reused.serverMessage).toBe(SECOND_VERIFICATION_MESSAGES.wrongAnswer);
    await rejection(login('viajante02'));
    expect(accountFlows(mock.db).outbox).toHaveLength(2);
    await expect(login('viajante02', { method: 'email', value: DEMO_SMS_CODE })).resolves.toBeTruthy();
  });

  it('from the known IP there is no question; other accounts are never asked', async () => {
    mock.applyScenario({ visitorIp: DEMO_KNOWN_IP });
    await expect(login('viajante03')).resolves.toMatchObject({ token: expect.any(String) });
    mock.applyScenario({ visitorIp: '192.0.2.1' });
    await expect(login('jogador01')).resolves.toMatchObject({ token: expect.any(String) });
    expect(DEMO_BANK_ACCOUNT_NAME).toBe('MARIA OLIVEIRA');
  });

  it('SMS-code login is not asked (the code already proves the phone)', async () => {
    const mobile = { countryDialingCode: '55', mobileNum: '41998765432' };
    await gw.verification.smsNoLogin(mobile);
    await expect(
      gw.session.login({ type: 'sms', ...mobile, verificationCode: DEMO_SMS_CODE }),
    ).resolves.toMatchObject({
      token: expect.any(String),
    });
  });
});
