import { countsAfterReading, INBOX_PAGE_SIZE, markMessageRead } from '@sorte/domain';
import {
  type InboxPage,
  isCallMissing,
  type LobbyCalls,
  type RewardPromotion,
  type RewardsCalls,
  rewardPromotionOfPublic,
  type UnreadSummary,
} from '@sorte/gateway';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../lib/queryKeys.ts';

export const rewardsKeys = {
  promotions: (token: string | null) => ['session', token, 'rewards', 'promotions'] as const,
  missions: (token: string | null) => ['session', token, 'rewards', 'missions'] as const,
  leaderboard: (token: string | null) => ['session', token, 'rewards', 'leaderboard'] as const,
  inbox: (token: string | null) => ['session', token, 'rewards', 'inbox'] as const,
  inboxPage: (token: string | null, page: number) => ['session', token, 'rewards', 'inbox', page] as const,
  /** CSP_unreadCount: the §2 badges of missions, messages and rewards (read by the member area). */
  unread: queryKeys.unreadMessages,
};

/**
 * MCSFE_getMemberPromotions (a reading): the reward centre's promotions with the member's §4 statuses. On a gateway
 * without that call (issue 24 item 4) the public promotions of §7 (MCSFE_getListAnnouncements PR) stand in, so the
 * page still lists them and claims a raffle with the spec's MCS2_claimRafflePromotion.
 */
export const rewardPromotionsQuery = (calls: RewardsCalls, token: string | null, lobby?: LobbyCalls) =>
  queryOptions({
    queryKey: rewardsKeys.promotions(token),
    queryFn: async ({ signal }): Promise<RewardPromotion[]> => {
      try {
        return await calls.promotions({ signal });
      } catch (error) {
        if (!lobby || !isCallMissing(error)) throw error;
        const content = await lobby.content.publicContent({ types: ['PR'] }, { signal });
        return content.promotions.map(rewardPromotionOfPublic);
      }
    },
    staleTime: 30_000,
  });

/** §7 MCSFE_getMissionSummaryDetails. */
export const missionsQuery = (calls: RewardsCalls, token: string | null) =>
  queryOptions({
    queryKey: rewardsKeys.missions(token),
    queryFn: ({ signal }) => calls.missions({ signal }),
    staleTime: 30_000,
  });

/** §7 MCSFE_getMissionLeaderboard. */
export const leaderboardQuery = (calls: RewardsCalls, token: string | null) =>
  queryOptions({
    queryKey: rewardsKeys.leaderboard(token),
    queryFn: ({ signal }) => calls.leaderboard({ signal }),
    staleTime: 60_000,
  });

/** One page of the inbox (messageV2); §6 never asked for a trial account (`enabled` by the caller). */
export const inboxPageQuery = (calls: RewardsCalls, token: string | null, page: number) =>
  queryOptions({
    queryKey: rewardsKeys.inboxPage(token, page),
    queryFn: ({ signal }) => calls.messages(page, INBOX_PAGE_SIZE, { signal }),
    staleTime: 30_000,
  });

interface ReadContext {
  unread: UnreadSummary | undefined;
  page: InboxPage | undefined;
}

/**
 * Opening an unread message marks it read: the list and the §2 messages badge change at once (optimistic update of
 * the CSP_unreadCount query), and go back as they were when CSP_readMessage fails. Afterwards the count is asked
 * again.
 */
export const markReadMutation = (
  client: QueryClient,
  calls: RewardsCalls,
  token: string | null,
  page: number,
) =>
  mutationOptions<unknown, Error, string, ReadContext>({
    mutationFn: (messageId) => calls.markRead(messageId),
    onMutate: async (messageId) => {
      const unreadKey = rewardsKeys.unread(token);
      const pageKey = rewardsKeys.inboxPage(token, page);
      await Promise.all([
        client.cancelQueries({ queryKey: unreadKey }),
        client.cancelQueries({ queryKey: pageKey }),
      ]);
      const context: ReadContext = {
        unread: client.getQueryData<UnreadSummary>(unreadKey),
        page: client.getQueryData<InboxPage>(pageKey),
      };
      if (context.unread) client.setQueryData(unreadKey, countsAfterReading(context.unread));
      if (context.page)
        client.setQueryData<InboxPage>(pageKey, {
          ...context.page,
          messages: markMessageRead(context.page.messages, messageId),
        });
      return context;
    },
    onError: (_error, _messageId, context) => {
      if (context?.unread) client.setQueryData(rewardsKeys.unread(token), context.unread);
      if (context?.page) client.setQueryData(rewardsKeys.inboxPage(token, page), context.page);
    },
    onSettled: () => client.invalidateQueries({ queryKey: rewardsKeys.unread(token) }),
  });
