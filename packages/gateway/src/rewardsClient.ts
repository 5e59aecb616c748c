import type { LeaderboardEntry, Mission } from '@sorte/domain';
import { IDEMPOTENCY_KEY_HEADER, type MoneyCallOptions } from './cashierClient.ts';
import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import type { ClaimPromotionResult } from './schemas/content.ts';
import type { InboxPage, RewardPromotion } from './schemas/rewards.ts';
import { uploadWithProgress } from './upload.ts';

/** §5 Promotion apply: the comment and the pictures (already checked: png or jpg, ≤5 MB, ≤3). */
export interface PromotionApplication {
  promotionId: string;
  comment: string;
  images: readonly Blob[];
}

/** `client.rewards`: the reward centre, missions and messages of the member centre. */
export interface RewardsCalls {
  /** MCSFE_getMemberPromotions: the promotions the member can join or has joined, each with its §4 status. */
  promotions(options?: CallOptions): Promise<RewardPromotion[]>;
  /** MCS2_joinPromotion: Join → Joined. */
  join(promotionId: string, options?: CallOptions): Promise<{ status?: string }>;
  /** MCS2_applyPromotion (multipart; `onUploadProgress` gets the bytes sent): Join → Applying. */
  apply(
    application: PromotionApplication,
    options?: CallOptions & { onUploadProgress?: (sent: number, total: number) => void },
  ): Promise<{ status?: string }>;
  /** §7 MCS2_claimRafflePromotion: Claim → Claimed, with the prize drawn. */
  claimRaffle(promotionId: string, options: MoneyCallOptions): Promise<ClaimPromotionResult>;
  /** §7 MCSFE_getMissionSummaryDetails. */
  missions(options?: CallOptions): Promise<Mission[]>;
  /** §7 MCSFE_getMissionLeaderboard. */
  leaderboard(options?: CallOptions): Promise<LeaderboardEntry[]>;
  /** MCS2_claimMissionReward: a reached mission's reward. */
  claimMission(missionId: string, options: MoneyCallOptions): Promise<{ reward?: number }>;
  /** CSP_getMessageList: one page of the inbox (page from 1). */
  messages(page: number, pageSize: number, options?: CallOptions): Promise<InboxPage>;
  /** CSP_readMessage: marks one message read (CSP_unreadCount then counts one fewer). */
  markRead(messageId: string, options?: CallOptions): Promise<unknown>;
  /** CSP_readAllMessages (a reading): marks every message read (the messages badge goes to 0). */
  markAllRead(options?: CallOptions): Promise<unknown>;
  /** CSP_deleteMessage (a reading): removes one message from the inbox. */
  deleteMessage(messageId: string, options?: CallOptions): Promise<unknown>;
}

function moneyOptions({ idempotencyKey, ...options }: MoneyCallOptions): CallOptions {
  return { ...options, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } };
}

export function rewardsCalls(call: GatewayClient['call']): RewardsCalls {
  return {
    promotions: (o) => call('rewardPromotions', undefined, o),
    join: (promotionId, o) => call('joinPromotion', { promotionId }, o),
    apply: ({ promotionId, comment, images }, { onUploadProgress, ...o } = {}) =>
      call(
        'applyPromotion',
        { promotionId, comment, images: [...images] },
        onUploadProgress ? { ...o, transport: uploadWithProgress(onUploadProgress) } : o,
      ),
    claimRaffle: (promotionId, o) => call('claimPromotion', { promotionId }, moneyOptions(o)),
    missions: (o) => call('missionSummary', undefined, o),
    leaderboard: (o) => call('missionLeaderboard', undefined, o),
    claimMission: (missionId, o) => call('claimMission', { missionId }, moneyOptions(o)),
    messages: (page, pageSize, o) => call('inboxMessages', { page, pageSize }, o),
    markRead: (messageId, o) => call('readMessage', { messageId }, o),
    markAllRead: (o) => call('readAllMessages', undefined, o),
    deleteMessage: (messageId, o) => call('deleteMessage', { messageId }, o),
  };
}
