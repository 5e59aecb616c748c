import { featureAccess, isTrialType } from '@sorte/domain';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { memberAtom, sessionTokenAtom, unreadMessagesAtom } from '../../state/sessionAtoms.ts';
import type { AppStore } from '../../state/store.ts';

/**
 * Spec §7: the unread message count loads with the member area (CSP_unreadCount). §6: a trial account never loads
 * it. A failure leaves the count unknown (no badge); it is not worth a message of its own.
 */
export async function loadUnreadMessages(store: AppStore) {
  const token = store.get(sessionTokenAtom);
  const isTrial = isTrialType(store.get(memberAtom)?.type);
  if (featureAccess('unread-messages', { isLogin: token !== null, isTrial }) !== 'allow') {
    store.set(unreadMessagesAtom, null);
    return;
  }
  try {
    const count = await store.get(lobbyCallsAtom).content.unreadCount();
    // The session may have ended (or changed) while the call was out.
    if (store.get(sessionTokenAtom) === token) store.set(unreadMessagesAtom, count);
  } catch {
    store.set(unreadMessagesAtom, null);
  }
}
