import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MERCHANT_CODE_KEY, SESSION_KEYS } from '../constants.ts';
import {
  decideAfterLogin,
  type LoginType,
  sessionEntriesAfterLogin,
  sessionKeysToClearOnLogout,
} from './afterLogin.ts';
import { formDraftKey, isFormDraftKey } from './formDraftKeys.ts';

const DEFAULT = 'Default@123';
const base = {
  response: {},
  enteredPassword: 'mine',
  defaultPassword: DEFAULT,
  loginType: 'username' as LoginType,
  passwordExpiryForced: false,
};

describe('§4 After login', () => {
  it.each([
    ['a normal login loads the member', {}, 'load-member'],
    ['the default password opens change password', { enteredPassword: DEFAULT }, 'change-password'],
    [
      'an expired password with PWDEXPFORCECHANGE3 on opens change password',
      { response: { passwordExpired: true }, passwordExpiryForced: true },
      'change-password',
    ],
    [
      'an expired password with PWDEXPFORCECHANGE3 off loads the member',
      { response: { passwordExpired: true }, passwordExpiryForced: false },
      'load-member',
    ],
    [
      'PWDEXPFORCECHANGE3 on but the password not expired loads the member',
      { response: { passwordExpired: false }, passwordExpiryForced: true },
      'load-member',
    ],
    [
      'sms login with the default password loads the member',
      { enteredPassword: DEFAULT, loginType: 'sms' },
      'load-member',
    ],
    [
      'firebase login with an expired, forced password loads the member',
      { loginType: 'firebase', response: { passwordExpired: true }, passwordExpiryForced: true },
      'load-member',
    ],
    [
      'sms login with an expired, forced password loads the member',
      { loginType: 'sms', response: { passwordExpired: true }, passwordExpiryForced: true },
      'load-member',
    ],
    ['no configured default password', { enteredPassword: '', defaultPassword: null }, 'load-member'],
    ['an empty default password never matches', { enteredPassword: '', defaultPassword: '' }, 'load-member'],
    [
      'the default password compares exactly (case)',
      { enteredPassword: DEFAULT.toLowerCase() },
      'load-member',
    ],
    ['the default password compares exactly (spaces)', { enteredPassword: ` ${DEFAULT}` }, 'load-member'],
  ] as const)('%s', (_name, overrides, next) => {
    expect(decideAfterLogin({ ...base, ...overrides }).next).toBe(next);
  });

  it.each([
    [{ firstTimeLogin: true }, true],
    [{ firstTimeLogin: false }, false],
    [{}, false],
    [{ firstTimeLogin: true, passwordExpired: true }, true],
  ])('firstTimeLogin in %j → first-login action %s', (response, run) => {
    expect(decideAfterLogin({ ...base, response, passwordExpiryForced: true }).runFirstLoginAction).toBe(run);
  });

  it('the first-login action and the change-password modal are independent (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom<LoginType>('username', 'sms', 'firebase'),
        (firstTimeLogin, passwordExpired, forced, usesDefault, loginType) => {
          const decision = decideAfterLogin({
            response: { firstTimeLogin, passwordExpired },
            enteredPassword: usesDefault ? DEFAULT : 'other',
            defaultPassword: DEFAULT,
            loginType,
            passwordExpiryForced: forced,
          });
          expect(decision.runFirstLoginAction).toBe(firstTimeLogin);
          const change = loginType === 'username' && (usesDefault || (passwordExpired && forced));
          expect(decision.next).toBe(change ? 'change-password' : 'load-member');
        },
      ),
    );
  });
});

describe('§4 Logout: session storage is cleared but the merchant code is kept', () => {
  it('clears every §3 session key and keeps merchantCode', () => {
    const keys = [...SESSION_KEYS, MERCHANT_CODE_KEY, 'popupClosed:anonymous'];
    expect(sessionKeysToClearOnLogout(keys)).toEqual([...SESSION_KEYS, 'popupClosed:anonymous']);
  });

  it('keeps the form drafts: an expiry leaves them for the next login (issue 22 item 7)', () => {
    const draft = formDraftKey('jogador01', 'transfer-upline');
    expect(sessionKeysToClearOnLogout(['token', draft, 'account'])).toEqual(['token', 'account']);
  });

  it('never returns the merchant code nor a draft, and returns every other key (property)', () => {
    const draftKeys = fc
      .tuple(fc.string(), fc.string())
      .map(([account, form]) => formDraftKey(account, form));
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constant(MERCHANT_CODE_KEY), draftKeys)), (keys) => {
        const cleared = sessionKeysToClearOnLogout(keys);
        expect(cleared).not.toContain(MERCHANT_CODE_KEY);
        expect(cleared).toEqual(keys.filter((key) => key !== MERCHANT_CODE_KEY && !isFormDraftKey(key)));
      }),
    );
  });
});

describe('§3 Session storage keys written at login', () => {
  it.each([
    [1, 'true'],
    [42, 'true'],
    [0, 'false'],
    [4, 'false'],
  ])('member type %s stores isAgent %s', (type, isAgent) => {
    expect(
      sessionEntriesAfterLogin({
        token: 't-1',
        member: { id: 77, account: 'player1', nickname: 'Lucky', type },
        username: 'player1',
      }),
    ).toEqual({
      token: 't-1',
      nickname: 'Lucky',
      account: 'player1',
      username: 'player1',
      customerId: '77',
      isAgent,
    });
  });

  it('falls back to the account when no username was typed (sms login), and to an empty nickname', () => {
    expect(
      sessionEntriesAfterLogin({ token: 't', member: { id: '9', account: 'acc9', nickname: null, type: 0 } }),
    ).toMatchObject({ username: 'acc9', nickname: '', customerId: '9' });
  });

  it('writes only §3 session keys, never a password (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.string(), fc.string(), (token, id, account, username) => {
        const entries = sessionEntriesAfterLogin({ token, member: { id, account, type: 1 }, username });
        for (const key of Object.keys(entries)) expect(SESSION_KEYS).toContain(key);
        expect(Object.values(entries).every((value) => typeof value === 'string')).toBe(true);
      }),
    );
  });
});
