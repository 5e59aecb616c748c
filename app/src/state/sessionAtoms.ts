import { isAgentType, isTrialType, SESSION_KEYS } from '@sorte/domain';
import type { MemberInfo } from '@sorte/gateway';
import { atom } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { queryKeys } from '../lib/queryKeys.ts';
import { sessionStore } from './browserStorage.ts';

/** The session token (spec §3 session key `token`), restored from session storage so a reload stays logged in. */
export const sessionTokenAtom = atom<string | null>(sessionStore.get('token'));

/** Bumped by the store's QueryClient whenever a member-info answer changes (see `createAppStore`). */
export const memberCacheVersionAtom = atom(0);

/**
 * Member info as last loaded (spec §7 member info): the member query's answer for the current token, read from the
 * QueryClient (the one owner of server data), as an atom because other atoms derive from it (agent, trial,
 * currency). A plain cache read kept current by `memberCacheVersionAtom`, not `atomWithQuery`: that one returns
 * a snapshot when read outside React (the login flows read it right after logging in) and it would start the
 * request itself, where the member area's load decides when to ask (never during a forced password change).
 */
export const memberAtom = atom(
  (get) => {
    get(memberCacheVersionAtom);
    return get(queryClientAtom).getQueryData<MemberInfo>(queryKeys.member(get(sessionTokenAtom))) ?? null;
  },
  (get, _set, member: MemberInfo | null) => {
    const key = queryKeys.member(get(sessionTokenAtom));
    if (member) get(queryClientAtom).setQueryData(key, member);
    else get(queryClientAtom).removeQueries({ queryKey: key });
  },
);

/** Names known before member info loads again after a reload, so the header never flashes "logged out". */
export const storedNamesAtom = atom(() => ({
  nickname: sessionStore.get('nickname'),
  account: sessionStore.get('account'),
  isAgent: sessionStore.get('isAgent') === 'true',
}));

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
/** The avatar the member chose (features/account MemberIconSync fills it after the first paint); none: the default. */
export const memberAvatarUrlAtom = atom<string | undefined>(undefined);
export const isTrialAtom = atom((get) => isTrialType(get(memberAtom)?.type));
export const firstTimeLoginAtom = atom(false);
/** Set after a completed login; the public popups of execution A/F read it (spec §4 After login). */
export const afterLoginModalAtom = atom(false);

export const sessionKeys = SESSION_KEYS;
