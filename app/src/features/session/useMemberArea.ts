import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';
import { isLoginAtom, memberAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { balanceQuery, memberQuery, unreadMessagesQuery } from './api.ts';

/**
 * The header's member area: how the member info load went (asked by `loadMember`; a failure offers a retry), the
 * balance (asked while logged in) and the unread message count (once member info is in; never for a trial).
 */
export function useMemberArea() {
  const store = useStore();
  const gateway = useAtomValue(requiredGatewayAtom);
  const token = useAtomValue(sessionTokenAtom);
  const isLogin = useAtomValue(isLoginAtom);
  const member = useAtomValue(memberAtom);
  const memberLoad = useQuery({ ...memberQuery(gateway, token), enabled: false });
  const balance = useQuery({ ...balanceQuery(gateway, token), enabled: isLogin && token !== null });
  const unread = useQuery(unreadMessagesQuery(store, isLogin ? token : null, member));
  return { memberLoad, balance, unreadMessages: unread.data ?? null };
}
