import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';
import { isLoginAtom, memberAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { balanceQuery, memberQuery, unreadMessagesQuery } from './api.ts';

/**
 * The member area (the header, the member centre): how the member info load went (asked by `loadMember`; a failure
 * offers a retry), the wallet (asked while logged in) and the unread counts (once member info is in; never for a
 * trial).
 */
export function useMemberArea() {
  const store = useStore();
  const gateway = useAtomValue(requiredGatewayAtom);
  const token = useAtomValue(sessionTokenAtom);
  const isLogin = useAtomValue(isLoginAtom);
  const member = useAtomValue(memberAtom);
  const memberLoad = useQuery({ ...memberQuery(gateway, token), enabled: false });
  const wallet = useQuery({ ...balanceQuery(gateway, token), enabled: isLogin && token !== null });
  const unread = useQuery(unreadMessagesQuery(store, isLogin ? token : null, member));
  const unreadMessages = unread.data ? (unread.data.counts.messages ?? unread.data.total) : null;
  return { memberLoad, wallet, unreadMessages, unreadCounts: unread.data?.counts ?? {} };
}
