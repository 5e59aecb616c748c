import { featureAccess, isTrialType } from '@sorte/domain';
import type { CoreGatewayClient, MemberInfo } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';
import { lazyLobbyCalls } from '../../lib/lazyLobbyCalls.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import type { AppStore } from '../../state/store.ts';

export const sessionKeys = {
  member: queryKeys.member,
  balance: queryKeys.balance,
  unreadMessages: queryKeys.unreadMessages,
};

/**
 * Spec §7 member info. Asked by the member area's load (`loadMember`: after login, on a reload, after a password
 * change), never on its own: observers read it with `enabled: false`.
 */
export const memberQuery = (gateway: CoreGatewayClient, token: string | null) =>
  queryOptions({
    queryKey: sessionKeys.member(token),
    queryFn: ({ signal }) => gateway.member.info({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** §7 DELETE /wps/session/logout (token). */
export const logOut = (gateway: CoreGatewayClient) => gateway.session.logout();

/**
 * §3 Wallet: the main wallet's balance and whether the merchant is single-wallet. The balance changes while the
 * player is elsewhere (a game tab), so focus and reconnect ask again.
 */
export const balanceQuery = (gateway: CoreGatewayClient, token: string | null) =>
  queryOptions({
    queryKey: sessionKeys.balance(token),
    queryFn: ({ signal }) => gateway.wallet.balance({ signal }),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });

/**
 * Spec §7 CSP_unreadCount (the total, and the §2 badge counts of missions, messages and rewards), with the member area (once member info is in); §6: never for a trial account. New
 * messages arrive while the player is away: focus and reconnect ask again. Its call table loads with it.
 */
export const unreadMessagesQuery = (store: AppStore, token: string | null, member: MemberInfo | null) =>
  queryOptions({
    queryKey: sessionKeys.unreadMessages(token),
    queryFn: async ({ signal }) => (await lazyLobbyCalls(store)).content.unreadCounts({ signal }),
    enabled:
      token !== null &&
      member !== null &&
      featureAccess('unread-messages', { isLogin: true, isTrial: isTrialType(member.type) }) === 'allow',
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
