import { MERCHANT_CODE_KEY, type SessionKey } from '../constants.ts';
import { isAgentType, type MemberTypeInput } from '../member/memberType.ts';
import { isFormDraftKey } from './formDraftKeys.ts';

export type LoginType = 'username' | 'sms' | 'firebase';

export interface AfterLoginInput {
  /** The login response value (§3). */
  response: { firstTimeLogin?: boolean | null; passwordExpired?: boolean | null };
  /** The password the user typed (empty for sms and firebase logins). */
  enteredPassword: string;
  /** The default password flagged for change (§9 {secret}), from configuration. */
  defaultPassword?: string | null;
  loginType: LoginType;
  /** White-label switch PWDEXPFORCECHANGE3 is on. */
  passwordExpiryForced: boolean;
}

export interface AfterLoginDecision {
  runFirstLoginAction: boolean;
  next: 'change-password' | 'load-member';
}

/**
 * §4 After login: the first-login action runs when firstTimeLogin; the change-password modal opens when the
 * password is the default one, or it expired and expiry is enforced, unless the login was by sms or firebase.
 * Otherwise member info loads.
 */
export function decideAfterLogin(input: AfterLoginInput): AfterLoginDecision {
  const { response, enteredPassword, defaultPassword, loginType, passwordExpiryForced } = input;
  const usedDefaultPassword =
    typeof defaultPassword === 'string' && defaultPassword !== '' && enteredPassword === defaultPassword;
  const mustChangeExpired = response.passwordExpired === true && passwordExpiryForced;
  const passwordLogin = loginType !== 'sms' && loginType !== 'firebase';
  return {
    runFirstLoginAction: response.firstTimeLogin === true,
    next: passwordLogin && (usedDefaultPassword || mustChangeExpired) ? 'change-password' : 'load-member',
  };
}

/**
 * §4 Logout (and a session's end by expiry): session storage is cleared but the merchant code is kept. Form drafts
 * are not session data (issue 22 item 7): an expiry keeps them for the next login, and a logout clears the
 * account's own drafts itself (`formDraftKeysOf`).
 */
export function sessionKeysToClearOnLogout(keys: Iterable<string>): string[] {
  return [...keys].filter((key) => key !== MERCHANT_CODE_KEY && !isFormDraftKey(key));
}

export interface LoginSessionInput {
  token: string;
  member: { id: number | string; account: string; nickname?: string | null; type: MemberTypeInput };
  /** The username the user logged in with; the member account when absent (sms login). */
  username?: string | null;
}

export type LoginSessionKey = Extract<
  SessionKey,
  'token' | 'nickname' | 'account' | 'username' | 'customerId' | 'isAgent'
>;

/** §3 session storage entries known at login: token, nickname, account, username, customerId and isAgent. */
export function sessionEntriesAfterLogin(input: LoginSessionInput): Record<LoginSessionKey, string> {
  const { token, member } = input;
  const username = input.username?.trim() || member.account;
  return {
    token,
    nickname: member.nickname ?? '',
    account: member.account,
    username,
    customerId: String(member.id),
    isAgent: String(isAgentType(member.type)),
  };
}
