import {
  countsAfterReading,
  countsAfterReadingAll,
  INBOX_PAGE_SIZE,
  markAllMessagesRead,
  markMessageRead,
} from '@sorte/domain';
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
/** MCS2_claimMissionReward (a reading) under the money intent's Idempotency-Key. */
export const claimMission = (calls: RewardsCalls, missionId: string, idempotencyKey: string) =>
  calls.claimMission(missionId, { idempotencyKey });

/** MCS2_joinPromotion (a reading): §4 Join → Joined. */
export const joinPromotion = (calls: RewardsCalls, promotionId: string) => calls.join(promotionId);

/** §7 MCS2_claimRafflePromotion under the money intent's Idempotency-Key. */
export const claimRafflePromotion = (calls: RewardsCalls, promotionId: string, idempotencyKey: string) =>
  calls.claimRaffle(promotionId, { idempotencyKey });

/** MCS2_applyPromotion (a reading; multipart), reporting the upload's progress. */
export const applyForPromotion = (
  calls: RewardsCalls,
  request: Parameters<RewardsCalls['apply']>[0],
  onUploadProgress: (sent: number, total: number) => void,
) => calls.apply(request, { onUploadProgress });

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

interface InboxContext {
  unread: UnreadSummary | undefined;
  pages: [readonly unknown[], InboxPage | undefined][];
}

/** Stops the badge's and the inbox's reads and keeps them as they are, to put back when the action fails. */
async function holdInbox(client: QueryClient, token: string | null): Promise<InboxContext> {
  const unreadKey = rewardsKeys.unread(token);
  const inboxKey = rewardsKeys.inbox(token);
  await Promise.all([
    client.cancelQueries({ queryKey: unreadKey }),
    client.cancelQueries({ queryKey: inboxKey }),
  ]);
  return {
    unread: client.getQueryData<UnreadSummary>(unreadKey),
    pages: client.getQueriesData<InboxPage>({ queryKey: inboxKey }),
  };
}

function restoreInbox(client: QueryClient, token: string | null, context: InboxContext | undefined) {
  if (context?.unread) client.setQueryData(rewardsKeys.unread(token), context.unread);
  for (const [key, page] of context?.pages ?? []) client.setQueryData(key, page);
}

const rereadInbox = (client: QueryClient, token: string | null) =>
  Promise.all([
    client.invalidateQueries({ queryKey: rewardsKeys.unread(token) }),
    client.invalidateQueries({ queryKey: rewardsKeys.inbox(token) }),
  ]);

/**
 * Issue 23 item 6, CSP_readAllMessages (a reading): every message read and the messages badge at 0 at once, as they
 * were when the call fails; then both are asked again.
 */
export const markAllReadMutation = (client: QueryClient, calls: RewardsCalls, token: string | null) =>
  mutationOptions<unknown, Error, void, InboxContext>({
    mutationFn: () => calls.markAllRead(),
    onMutate: async () => {
      const context = await holdInbox(client, token);
      if (context.unread)
        client.setQueryData(rewardsKeys.unread(token), countsAfterReadingAll(context.unread));
      client.setQueriesData<InboxPage>({ queryKey: rewardsKeys.inbox(token) }, (page) =>
        page ? { ...page, messages: markAllMessagesRead(page.messages) } : page,
      );
      return context;
    },
    onError: (_error, _none, context) => restoreInbox(client, token, context),
    onSettled: () => rereadInbox(client, token),
  });

/**
 * Issue 23 item 6, CSP_deleteMessage (a reading): the message leaves the list at once (an unread one lowers the
 * badge), and comes back when the call fails; then the inbox (its pages shift) and the badge are asked again.
 */
export const deleteMessageMutation = (client: QueryClient, calls: RewardsCalls, token: string | null) =>
  mutationOptions<unknown, Error, string, InboxContext>({
    mutationFn: (messageId) => calls.deleteMessage(messageId),
    onMutate: async (messageId) => {
      const context = await holdInbox(client, token);
      const wasUnread = context.pages.some(([, page]) =>
        page?.messages.some((message) => message.id === messageId && !message.read),
      );
      if (context.unread && wasUnread)
        client.setQueryData(rewardsKeys.unread(token), countsAfterReading(context.unread));
      client.setQueriesData<InboxPage>({ queryKey: rewardsKeys.inbox(token) }, (page) =>
        page?.messages.some((message) => message.id === messageId)
          ? {
              total: Math.max(0, page.total - 1),
              messages: page.messages.filter((message) => message.id !== messageId),
            }
          : page,
      );
      return context;
    },
    onError: (_error, _messageId, context) => restoreInbox(client, token, context),
    onSettled: () => rereadInbox(client, token),
  });
