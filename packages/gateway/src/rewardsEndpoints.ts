import { claimPromotionEndpoint } from './claimPromotionEndpoint.ts';
import { define } from './coreEndpoints.ts';
import {
  ApplyPromotionRequestSchema,
  ClaimMissionResultSchema,
  InboxPageSchema,
  InboxQuerySchema,
  MessageIdRequestSchema,
  MissionIdRequestSchema,
  MissionLeaderboardSchema,
  MissionSummarySchema,
  PromotionActionResultSchema,
  PromotionIdRequestSchema,
  RewardPromotionListSchema,
} from './schemas/rewards.ts';

// The reward centre's, missions' and messages' rows of the endpoint table (spec §2 rewardCenter, missionLeaderboard,
// messageV2; §7 MCS2_claimRafflePromotion POST, MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard GET).
// The other paths are readings in the spec's relay style (MCSFE_ reads, MCS2_ actions, CSP_ the customer-service
// platform that answers CSP_unreadCount), each overridable with `endpointOverrides` (`/config.json` `endpoints`).
// Claims pay money: never retried, and they carry the caller's Idempotency-Key.

const RELAY = '/wps/relay';

export const rewardsEndpoints = {
  rewardPromotions: define({
    method: 'GET',
    path: `${RELAY}/MCSFE_getMemberPromotions`,
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: RewardPromotionListSchema,
  }),
  joinPromotion: define({
    method: 'POST',
    path: `${RELAY}/MCS2_joinPromotion`,
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: PromotionIdRequestSchema,
    response: PromotionActionResultSchema,
  }),
  applyPromotion: define({
    method: 'POST',
    path: `${RELAY}/MCS2_applyPromotion`,
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    requestIn: 'multipart',
    request: ApplyPromotionRequestSchema,
    response: PromotionActionResultSchema,
  }),
  claimPromotion: claimPromotionEndpoint,
  missionSummary: define({
    method: 'GET',
    path: `${RELAY}/MCSFE_getMissionSummaryDetails`,
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: MissionSummarySchema,
  }),
  missionLeaderboard: define({
    method: 'GET',
    path: `${RELAY}/MCSFE_getMissionLeaderboard`,
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: MissionLeaderboardSchema,
  }),
  claimMission: define({
    method: 'POST',
    path: `${RELAY}/MCS2_claimMissionReward`,
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: MissionIdRequestSchema,
    response: ClaimMissionResultSchema,
  }),
  inboxMessages: define({
    method: 'GET',
    path: `${RELAY}/CSP_getMessageList`,
    auth: true,
    encrypted: false,
    retry: true,
    request: InboxQuerySchema,
    response: InboxPageSchema,
  }),
  readMessage: define({
    method: 'POST',
    path: `${RELAY}/CSP_readMessage`,
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: MessageIdRequestSchema,
    response: PromotionActionResultSchema,
  }),
  // Issue 23 item 6, readings: mark every message read, delete one. Without them the inbox hides the action.
  readAllMessages: define({
    method: 'POST',
    path: `${RELAY}/CSP_readAllMessages`,
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: undefined,
    response: PromotionActionResultSchema,
  }),
  deleteMessage: define({
    method: 'POST',
    path: `${RELAY}/CSP_deleteMessage`,
    auth: true,
    encrypted: false,
    retry: false,
    emptyBodyOk: true,
    request: MessageIdRequestSchema,
    response: PromotionActionResultSchema,
  }),
} as const;
