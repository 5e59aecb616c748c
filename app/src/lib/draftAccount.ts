import { formDraftKeysOf } from '@sorte/domain';
import { atom } from 'jotai';
import { sessionStore } from '../state/browserStorage.ts';
import { isLoginAtom, memberAtom } from '../state/sessionAtoms.ts';

// Apart from the drafts' hooks (./formDrafts.ts): the logout, which loads with every page, needs only this.

/**
 * The account whose drafts a form reads and writes: the signed-in member's (member info, or the §3 session key
 * `account` it wrote, which a reload keeps). Null while logged out or until the member is known after a login, so a
 * draft never goes to another account.
 */
export const draftAccountAtom = atom((get) => {
  if (!get(isLoginAtom)) return null;
  return get(memberAtom)?.account || sessionStore.get('account') || null;
});

/** An explicit logout: every draft of the account goes (an expiry keeps them for the next login). */
export function clearAccountDrafts(account: string | null): void {
  if (!account) return;
  for (const key of formDraftKeysOf(sessionStore.keys(), account)) sessionStore.remove(key);
}
