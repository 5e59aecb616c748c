import {
  decideAfterLogin,
  isSwitchOn,
  type LoginType,
  MERCHANT_CODE_KEY,
  sessionEntriesAfterLogin,
  sessionKeysToClearOnLogout,
} from '@sorte/domain';
import type { LoginResult } from '@sorte/gateway';
import { clearSessionQueries, queryClientOf } from '../../lib/queryClient.ts';
import { sessionStore } from '../../state/browserStorage.ts';
import { requiredConfigAtom, requiredGatewayAtom } from '../../state/configAtoms.ts';
import { loginPopupAtom } from '../../state/popupAtoms.ts';
import {
  afterLoginModalAtom,
  firstTimeLoginAtom,
  pendingPasswordChangeAtom,
  sessionTokenAtom,
} from '../../state/sessionAtoms.ts';
import type { AppStore } from '../../state/store.ts';
import { whiteLabelModulesAtom } from '../../state/systemAtoms.ts';
import { logOut, memberQuery, sessionKeys } from './api.ts';

export interface LoginOutcome {
  next: 'change-password' | 'load-member';
}

/** Spec §4 After login: store the token, run the first-login action, then force a password change or load the member. */
export async function completeLogin(
  store: AppStore,
  input: { result: LoginResult; loginType: LoginType; enteredPassword: string; username: string | null },
): Promise<LoginOutcome> {
  const config = store.get(requiredConfigAtom);
  const decision = decideAfterLogin({
    response: input.result,
    enteredPassword: input.enteredPassword,
    defaultPassword: config.defaultPassword ?? null,
    loginType: input.loginType,
    passwordExpiryForced: isSwitchOn(store.get(whiteLabelModulesAtom), 'PWDEXPFORCECHANGE3'),
  });
  sessionStore.set('token', input.result.token);
  sessionStore.set(MERCHANT_CODE_KEY, config.merchantCode);
  if (input.username) sessionStore.set('username', input.username);
  store.set(sessionTokenAtom, input.result.token);
  // The first-login action: remember it for the rest of the session (first-login popups read it).
  if (decision.runFirstLoginAction) store.set(firstTimeLoginAtom, true);
  if (decision.next === 'change-password') {
    store.set(pendingPasswordChangeAtom, {
      reason: input.result.passwordExpired ? 'expired' : 'default-password',
      oldPassword: input.enteredPassword,
    });
    return { next: 'change-password' };
  }
  // The login stands when member info fails: the header says so and offers a retry (the member query).
  await loadMember(store).catch(() => undefined);
  store.set(afterLoginModalAtom, true);
  return { next: 'load-member' };
}

/**
 * The member area's load: member info (always asked again), writing the session keys of spec §3; the balance and
 * the unread count are asked again beside it (spec §7: they refresh on member area load; a query not yet shown
 * is asked when it is). A failed member info stays in the member query (the header offers a retry) and is
 * rethrown.
 */
export async function loadMember(store: AppStore) {
  const gateway = store.get(requiredGatewayAtom);
  const token = store.get(sessionTokenAtom);
  if (!token) return;
  const client = queryClientOf(store);
  void client.invalidateQueries({ queryKey: sessionKeys.balance(token) });
  void client.invalidateQueries({ queryKey: sessionKeys.unreadMessages(token) });
  const member = await client.fetchQuery({ ...memberQuery(gateway, token), staleTime: 0 });
  if (store.get(sessionTokenAtom) !== token) return;
  const entries = sessionEntriesAfterLogin({ token, member, username: sessionStore.get('username') });
  for (const [key, value] of Object.entries(entries)) sessionStore.set(key, value);
}

/** Asks the balance again (the header's refresh button). */
export function refreshBalance(store: AppStore) {
  const token = store.get(sessionTokenAtom);
  return queryClientOf(store).refetchQueries({ queryKey: sessionKeys.balance(token) });
}

/** Clears the session everywhere (spec §4 Logout): session storage except the merchant code, and the login flags. */
export function clearSession(store: AppStore) {
  for (const key of sessionKeysToClearOnLogout(sessionStore.keys())) sessionStore.remove(key);
  store.set(sessionTokenAtom, null);
  store.set(pendingPasswordChangeAtom, null);
  store.set(firstTimeLoginAtom, false);
  store.set(afterLoginModalAtom, false);
  // Member info, balance, unread count, favourites, recent games… all go with the token.
  clearSessionQueries(queryClientOf(store));
}

/**
 * Spec §4 Logout: the logout call, then the session is cleared whatever the gateway answered, with the account's
 * form drafts (issue 22 item 7; an expiry keeps them for the next login).
 */
// The token a logout is ending: a call still in flight with it meets a 401 that is no expiry.
const endingTokens = new WeakMap<AppStore, string>();

export async function logout(store: AppStore) {
  const gateway = store.get(requiredGatewayAtom);
  const token = store.get(sessionTokenAtom);
  if (token) endingTokens.set(store, token);
  // The drafts' code loads for a logout only (the first-load JS budget of `/`); not loading it keeps no one logged in.
  await import('../../lib/draftAccount.ts').then(
    (drafts) => drafts.clearAccountDrafts(store.get(drafts.draftAccountAtom)),
    () => undefined,
  );
  try {
    await logOut(gateway);
  } catch {
    // The token is dropped locally either way; a failed logout call must not keep the user logged in.
  }
  clearSession(store);
  endingTokens.delete(store);
}

/** HTTP 401 from any call: the session has ended; the login popup opens (spec §8 "Login needed"). */
export function expireSession(store: AppStore) {
  const token = store.get(sessionTokenAtom);
  if (token === null || token === endingTokens.get(store)) return;
  clearSession(store);
  store.set(loginPopupAtom, { open: true, tab: 'username', notice: 'session-expired' });
}
