import { isAgentType, isTrialType, SESSION_KEYS } from '@sorte/domain';
import type { MemberInfo } from '@sorte/gateway';
import { atom } from 'jotai';
import { sessionStore } from './browserStorage.ts';

/** The session token (spec §3 session key `token`), restored from session storage so a reload stays logged in. */
export const sessionTokenAtom = atom<string | null>(sessionStore.get('token'));

/** Member info as last loaded (spec §7 member info). */
export const memberAtom = atom<MemberInfo | null>(null);

/** Names known before member info loads again after a reload, so the header never flashes "logged out". */
export const storedNamesAtom = atom(() => ({
  nickname: sessionStore.get('nickname'),
  account: sessionStore.get('account'),
  isAgent: sessionStore.get('isAgent') === 'true',
}));

/** Unread messages (spec §7 CSP_unreadCount; loaded with the member area, never for a trial account, §6). */
export const unreadMessagesAtom = atom<number | null>(null);

/** The wallet balance (spec §7 /wps/v2/wallets/balance); `amount` null until one is known. */
export const balanceAtom = atom<{
  amount: number | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Why the last load failed (status 'error'). */
  error?: unknown;
}>({ amount: null, status: 'idle' });

/** How the last member info load went: a failure is shown, never taken for an empty account. */
export const memberLoadAtom = atom<{ status: 'idle' | 'loading' | 'ready' | 'error'; error?: unknown }>({
  status: 'idle',
});

/** A forced password change is pending: the token exists but the member may not use the site yet (spec §4). */
export const pendingPasswordChangeAtom = atom<null | {
  reason: 'default-password' | 'expired';
  oldPassword: string;
}>(null);

/** Store state of spec §3. */
export const isLoginAtom = atom(
  (get) => get(sessionTokenAtom) !== null && get(pendingPasswordChangeAtom) === null,
);
export const isAgentAtom = atom((get) => {
  const member = get(memberAtom);
  return member ? isAgentType(member.type) : get(isLoginAtom) && get(storedNamesAtom).isAgent;
});
export const isTrialAtom = atom((get) => isTrialType(get(memberAtom)?.type));
export const firstTimeLoginAtom = atom(false);
/** Set after a completed login; the public popups of execution A/F read it (spec §4 After login). */
export const afterLoginModalAtom = atom(false);

export const sessionKeys = SESSION_KEYS;
