import { ENCRYPTION_HEADER } from '@sorte/gateway';
import { describe, expect, it } from 'vitest';
import { DEMO_DEFAULT_PASSWORD, DEMO_PASSWORD, usesDefaultPassword } from './fixtures/accounts.ts';
import { CHANGE_PASSWORD_MESSAGES, LOGIN_MESSAGES, NEW_PASSWORD_RULE } from './handlers/index.ts';
import { scenarioFromSearchParams } from './scenarios.ts';
import { GATEWAY, memberSession, mockGatewayForFile, rejection } from './test/mockGateway.ts';

const NEW = 'Sorte2027';
const mock = mockGatewayForFile();

/** A client like the app's: AES with the demo key by default (as the demo config), plain on request. */
function session(options: { plain?: boolean } = {}) {
  const member = memberSession({ aes: !options.plain });
  return {
    ...member,
    change(oldPassword: string, newPassword: string, confirmNewPassword = newPassword) {
      return member.gw.member.changePassword({ oldPassword, newPassword, confirmNewPassword });
    },
  };
}

describe('§7 change password needs a valid token', () => {
  it('no token or an unknown token → HTTP 401 (onUnauthorized), nothing changes', async () => {
    const s = session();
    const none = await rejection(s.change(DEMO_PASSWORD, NEW));
    expect(none).toMatchObject({ kind: 'unauthorized', status: 401 });
    s.setToken('not-a-token');
    expect((await rejection(s.change(DEMO_PASSWORD, NEW))).kind).toBe('unauthorized');
    expect(s.onUnauthorized).toHaveBeenCalledTimes(2);
    expect(mock.db.state.accounts.every((a) => a.passwordChangedAt === undefined)).toBe(true);
  });

  it('a token closed by logout no longer works', async () => {
    const s = session();
    const { token } = await s.login('jogador01');
    await s.gw.session.logout();
    s.setToken(token);
    expect((await rejection(s.change(DEMO_PASSWORD, NEW))).kind).toBe('unauthorized');
  });
});

describe('§5 change password: rejections (success:false with a server message)', () => {
  const long = `Ab1${'x'.repeat(NEW_PASSWORD_RULE.maxLength - 2)}`;
  it.each([
    ['the old password is wrong', ['Wrong2026', NEW, NEW], CHANGE_PASSWORD_MESSAGES.oldPasswordWrong],
    [
      'the confirmation differs',
      [DEMO_PASSWORD, NEW, 'Sorte2028'],
      CHANGE_PASSWORD_MESSAGES.confirmationMismatch,
    ],
    [
      'the new password equals the old one',
      [DEMO_PASSWORD, DEMO_PASSWORD, DEMO_PASSWORD],
      CHANGE_PASSWORD_MESSAGES.sameAsOld,
    ],
    [
      'the new password is shorter than 6',
      [DEMO_PASSWORD, 'Ab123', 'Ab123'],
      CHANGE_PASSWORD_MESSAGES.badFormat,
    ],
    ['the new password is longer than 20', [DEMO_PASSWORD, long, long], CHANGE_PASSWORD_MESSAGES.badFormat],
    [
      'the new password has no digit',
      [DEMO_PASSWORD, 'SorteSorte', 'SorteSorte'],
      CHANGE_PASSWORD_MESSAGES.badFormat,
    ],
    [
      'the new password has no letter',
      [DEMO_PASSWORD, '20262027', '20262027'],
      CHANGE_PASSWORD_MESSAGES.badFormat,
    ],
  ] as const)('%s', async (_, [oldPassword, newPassword, confirm], message) => {
    const s = session();
    await s.login('jogador01');
    const error = await rejection(s.change(oldPassword, newPassword, confirm));
    expect(error).toMatchObject({ kind: 'rejected', endpoint: 'changePassword', serverMessage: message });
    const account = mock.db.findAccount('jogador01')!;
    expect(account.password).toBe(DEMO_PASSWORD);
    expect(account.passwordChangedAt).toBeUndefined();
    expect(s.onUnauthorized).not.toHaveBeenCalled();
  });

  it('the messages are the expected English server texts', () => {
    expect(CHANGE_PASSWORD_MESSAGES).toEqual({
      oldPasswordWrong: 'Old password is incorrect',
      confirmationMismatch: 'Confirmation password is not correct.',
      sameAsOld: 'The new password must be different from the old password',
      badFormat: 'Password format is incorrect',
    });
  });

  it('6 and 20 characters with a letter and a digit are accepted (other characters allowed)', async () => {
    const s = session();
    await s.login('jogador01');
    await expect(s.change(DEMO_PASSWORD, 'abcde1')).resolves.toBeUndefined();
    const twenty = `S@rte-${'9'.repeat(14)}`;
    expect(twenty).toHaveLength(20);
    await expect(s.change('abcde1', twenty)).resolves.toBeUndefined();
    expect(mock.db.findAccount('jogador01')?.password).toBe(twenty);
  });

  it('a body that breaks the request schema is refused with 400', async () => {
    const { token } = await session().login('jogador01');
    const response = await fetch(`${GATEWAY}/wps/member/password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ oldPassword: DEMO_PASSWORD, newPassword: NEW }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/confirmNewPassword/);
  });
});

describe('§4 change password: success', () => {
  it.each([
    ['AES-256-GCM', false],
    ['plain', true],
  ])(
    '(%s) the new password logs in, the old one no longer does; the token keeps working',
    async (_, plain) => {
      const s = session({ plain });
      const { token } = await s.login('jogador01');
      await expect(s.change(DEMO_PASSWORD, NEW)).resolves.toBeUndefined();
      // §4: after the change the member info loads with the same session
      await expect(s.gw.member.info()).resolves.toMatchObject({ account: 'jogador01' });
      expect(mock.db.accountForToken(token)?.account).toBe('jogador01');

      const old = await rejection(session({ plain }).login('jogador01', DEMO_PASSWORD));
      expect(old).toMatchObject({ kind: 'rejected', serverMessage: LOGIN_MESSAGES.badCredentials });
      await expect(session({ plain }).login('jogador01', NEW)).resolves.toMatchObject({
        token: expect.any(String),
        passwordExpired: false,
      });
      expect(mock.db.findAccount('jogador01')?.passwordChangedAt).toEqual(expect.any(Number));
    },
  );

  it('the answer to an AES request comes back AES-encrypted (like login)', async () => {
    const s = session();
    await s.login('jogador01');
    const seen: (string | null)[] = [];
    mock.server.events.on('response:mocked', ({ response }) => {
      seen.push(response.headers.get(ENCRYPTION_HEADER));
    });
    await s.change(DEMO_PASSWORD, NEW);
    await rejection(s.change('Wrong2026', 'Sorte2028'));
    mock.server.events.removeAllListeners();
    expect(seen).toEqual(['aes-256-gcm', 'aes-256-gcm']);
  });

  it('expirado01: the expired flag is cleared, so it then logs in normally', async () => {
    const s = session();
    await expect(s.login('expirado01')).resolves.toMatchObject({ passwordExpired: true });
    await s.change(DEMO_PASSWORD, NEW);
    expect(mock.db.findAccount('expirado01')?.passwordExpired).toBe(false);
    await expect(session().login('expirado01', NEW)).resolves.toMatchObject({
      passwordExpired: false,
      firstTimeLogin: false,
    });
  });

  it('novato01 no longer uses the default password afterwards', async () => {
    const s = session();
    await expect(s.login('novato01', DEMO_DEFAULT_PASSWORD)).resolves.toMatchObject({ firstTimeLogin: true });
    expect(usesDefaultPassword(mock.db.findAccount('novato01')!)).toBe(true);
    await s.change(DEMO_DEFAULT_PASSWORD, NEW);
    const account = mock.db.findAccount('novato01')!;
    expect(usesDefaultPassword(account)).toBe(false);
    expect(account.passwordChangedAt).toEqual(expect.any(Number));
    await expect(rejection(session().login('novato01', DEMO_DEFAULT_PASSWORD))).resolves.toMatchObject({
      kind: 'rejected',
    });
    await expect(session().login('novato01', NEW)).resolves.toMatchObject({ firstTimeLogin: false });
  });

  it('other accounts are untouched', async () => {
    const s = session();
    await s.login('agente1');
    await s.change(DEMO_PASSWORD, NEW);
    await expect(session().login('jogador01', DEMO_PASSWORD)).resolves.toMatchObject({
      token: expect.any(String),
    });
  });
});

describe('failure injection: mock.fail.changePassword', () => {
  it.each([
    ['rejected', 'rejected'],
    ['server-error', 'server'],
    ['unauthorized', 'unauthorized'],
  ] as const)('%s → %s, and the password stays', async (mode, kind) => {
    const s = session();
    await s.login('jogador01');
    mock.applyScenario(scenarioFromSearchParams(new URLSearchParams(`mock.fail.changePassword=${mode}`)));
    expect((await rejection(s.change(DEMO_PASSWORD, NEW))).kind).toBe(kind);
    expect(mock.db.findAccount('jogador01')?.password).toBe(DEMO_PASSWORD);
  });
});
