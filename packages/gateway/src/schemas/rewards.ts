import type { InboxMessage, LeaderboardEntry, Mission } from '@sorte/domain';
// A subpath without Lingui macros: the HTTP gateway (vite-node, no macro transform) loads these schemas too.
import { messageCategoryOf } from '@sorte/domain/messages';
import * as v from 'valibot';
import { listAnswer, looseBoolean, looseNumber, looseString } from '../lenient.ts';
import { anyRecord, entityWithId, firstPresent, isoTime, isRecord } from '../lenientFields.ts';
import { readAs } from './cashier.ts';
import { readDepositConditioned } from './depositCondition.ts';
import { queryInteger } from './games.ts';

// The member centre's reward centre (rewardCenter), missions (missionLeaderboard) and messages (messageV2): spec §2,
// §4 Promotion statuses, §5 Promotion apply, §7 MCS2_claimRafflePromotion, MCSFE_getMissionSummaryDetails,
// MCSFE_getMissionLeaderboard, CSP_unreadCount. The spec shows none of these payloads: each reader takes the §3-style
// name first and plausible alternatives after it.

// ---- reward centre: the member's promotions --------------------------------------------------------------------

/** A promotion of the reward centre: §3 Public content promotion (id, title) with the member's §4 status. */
export interface RewardPromotion {
  id: string;
  title: string;
  /** The §4 status as the gateway spells it (domain `toPromotionStatus` reads it). */
  status: string;
  /** Joining takes an application (§5 Promotion apply) rather than a plain join. */
  needsApplication: boolean;
  /** A raffle: Claim draws its prize (MCS2_claimRafflePromotion). */
  isRaffle: boolean;
  promotionType?: string;
  /** Its reward is conditioned on a deposit (a reading; hidden under Brazil's rules, issue 26 item 1). */
  depositConditioned?: boolean;
  /** HTML: sanitize before rendering. */
  content?: string;
  imageUrl?: string;
  startTime?: string;
  endTime?: string;
  /** Why an application was Rejected. */
  rejectReason?: string;
  /** A joined bonus's money, when the gateway gives it (issue 23 item 6, a reading). */
  bonus?: PromotionBonus;
}

/** A bonus kept apart from real money, and the wagering (rollover) that turns it into real money. */
export interface PromotionBonus {
  /** The bonus granted. */
  amount?: number;
  /** What is left of the bonus (not withdrawable until the wagering is met). */
  balance?: number;
  /** Bets counted towards the wagering, and the total required. */
  wagered?: number;
  required?: number;
  /** ISO time: the wagering must be met by then. */
  expiresAt?: string;
}

// Nested under wagering | rollover | turnover, or flat on the promotion under longer names.
const WAGERING_OBJECT = ['wagering', 'rollover', 'turnover'];
const WAGERED = {
  nested: ['wagered', 'done', 'current'],
  flat: ['wageredAmount', 'rolloverDone', 'turnoverDone'],
};
const REQUIRED = {
  nested: ['required', 'target', 'total'],
  flat: ['wageringRequired', 'rolloverRequired', 'turnoverRequired', 'requiredWager'],
};
const EXPIRES = {
  nested: ['expiresAt', 'expireTime', 'deadline', 'endTime'],
  flat: ['wageringEndTime', 'rolloverExpireTime', 'bonusExpireTime'],
};

function promotionBonusOf(o: Record<string, unknown>): PromotionBonus | undefined {
  const nested = firstPresent(o, WAGERING_OBJECT);
  const inner = isRecord(nested) ? nested : {};
  const pick = (names: { nested: string[]; flat: string[] }) =>
    firstPresent(inner, names.nested) ?? firstPresent(o, names.flat);
  const bonus: PromotionBonus = {};
  const amount = readAs(looseNumber, firstPresent(o, ['bonusAmount', 'bonus']));
  if (amount !== undefined) bonus.amount = amount;
  const balance = readAs(looseNumber, firstPresent(o, ['bonusBalance', 'bonusWallet', 'remainingBonus']));
  if (balance !== undefined) bonus.balance = balance;
  const required = readAs(looseNumber, pick(REQUIRED));
  if (required !== undefined && required > 0) {
    bonus.required = required;
    bonus.wagered = Math.max(0, readAs(looseNumber, pick(WAGERED)) ?? 0);
    const expiresAt = isoTime(pick(EXPIRES));
    if (expiresAt !== undefined) bonus.expiresAt = expiresAt;
  }
  return Object.keys(bonus).length > 0 ? bonus : undefined;
}

const APPLY_WORDS = ['APPLY', 'APPLICATION', 'APPLY_FORM'];
const RAFFLE_WORDS = ['RAFFLE', 'LUCKY_DRAW', 'DRAW'];

export const RewardPromotionSchema = v.pipe(
  entityWithId('promotion'),
  v.transform(({ record: o, id }): RewardPromotion => {
    const type = readAs(looseString, firstPresent(o, ['promotionType', 'type', 'category']))?.toUpperCase();
    const out: RewardPromotion = {
      id,
      title: readAs(looseString, firstPresent(o, ['title', 'name', 'promotionName'])) ?? '',
      status: readAs(looseString, firstPresent(o, ['status', 'promotionStatus', 'state'])) ?? '',
      needsApplication:
        readAs(
          looseBoolean,
          firstPresent(o, ['needsApplication', 'needApply', 'applyRequired', 'isApply']),
        ) ??
        (type !== undefined && APPLY_WORDS.includes(type)),
      isRaffle:
        readAs(looseBoolean, firstPresent(o, ['isRaffle', 'raffle'])) ??
        (type !== undefined && RAFFLE_WORDS.includes(type)),
    };
    if (type !== undefined) out.promotionType = type;
    if (readDepositConditioned(o, type)) out.depositConditioned = true;
    const content = readAs(v.string(), firstPresent(o, ['content', 'description', 'detail']));
    if (content !== undefined) out.content = content;
    const imageUrl = readAs(v.string(), firstPresent(o, ['imageUrl', 'image', 'banner', 'url']));
    if (imageUrl !== undefined) out.imageUrl = imageUrl;
    const startTime = isoTime(firstPresent(o, ['startTime', 'beginTime', 'start']));
    if (startTime !== undefined) out.startTime = startTime;
    const endTime = isoTime(firstPresent(o, ['endTime', 'finishTime', 'end']));
    if (endTime !== undefined) out.endTime = endTime;
    const reason = readAs(v.string(), firstPresent(o, ['rejectReason', 'reason', 'remark']));
    if (reason !== undefined && reason.trim() !== '') out.rejectReason = reason;
    const bonus = promotionBonusOf(o);
    if (bonus !== undefined) out.bonus = bonus;
    return out;
  }),
);

/**
 * A promotion of the public list (§7 MCSFE_getListAnnouncements PR) read as the reward centre's: the fallback of a
 * gateway without the member's promotions call (issue 24 item 4). No status: Join.
 */
export function rewardPromotionOfPublic(promotion: object): RewardPromotion {
  const read = v.parse(RewardPromotionSchema, promotion);
  return read.status === '' ? { ...read, status: 'Join' } : read;
}

/** value: `[promotions]` | `{ promotions | list | content … }`. */
export const RewardPromotionListSchema = listAnswer(RewardPromotionSchema, ['promotions', 'promotionList']);

export const PromotionIdRequestSchema = v.object({
  promotionId: v.pipe(looseString, v.trim(), v.nonEmpty(), v.maxLength(60)),
});

/** value: `{ status }` | anything: the new status when the gateway says it. */
export const PromotionActionResultSchema = v.pipe(
  v.unknown(),
  v.transform((value): { status?: string } =>
    isRecord(value) && typeof value.status === 'string' ? { status: value.status } : {},
  ),
);

/**
 * §5 Promotion apply as multipart/form-data: `promotionId`, `comment` and one `images` part per picture (a file
 * does not travel in JSON, and base64 would grow 5 MB pictures by a third). Never encrypted.
 */
export const ApplyPromotionRequestSchema = v.strictObject({
  promotionId: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60)),
  comment: v.pipe(v.string(), v.maxLength(2000)),
  images: v.pipe(v.array(v.instance(Blob)), v.maxLength(3)),
});
export type ApplyPromotionRequest = v.InferInput<typeof ApplyPromotionRequestSchema>;

// ---- missions: MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard -----------------------------------------

export const MissionSchema = v.pipe(
  entityWithId('mission'),
  v.transform(({ record: o, id }): Mission => {
    const out: Mission = {
      id,
      title: readAs(looseString, firstPresent(o, ['title', 'missionName', 'name'])) ?? '',
      progress:
        readAs(looseNumber, firstPresent(o, ['progress', 'current', 'completed', 'currentValue'])) ?? 0,
      target: readAs(looseNumber, firstPresent(o, ['target', 'goal', 'targetValue', 'required'])) ?? 0,
      reward: readAs(looseNumber, firstPresent(o, ['reward', 'rewardAmount', 'bonus', 'prize'])) ?? 0,
      claimed:
        readAs(looseBoolean, firstPresent(o, ['claimed', 'isClaimed', 'received'])) ??
        readAs(looseString, firstPresent(o, ['status']))?.toUpperCase() === 'CLAIMED',
    };
    const endsAt = isoTime(firstPresent(o, ['endsAt', 'endTime', 'expireTime', 'end']));
    if (endsAt !== undefined) out.endsAt = endsAt;
    return out;
  }),
);

/** value: `{ missions | missionList | list … }` | `[missions]`. */
export const MissionSummarySchema = listAnswer(MissionSchema, ['missions', 'missionList', 'details']);

export const LeaderboardEntrySchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const o = dataset.value;
    const rank = readAs(looseNumber, firstPresent(o, ['rank', 'ranking', 'position', 'no']));
    const name = readAs(looseString, firstPresent(o, ['name', 'customerName', 'account', 'nickname']));
    if (rank === undefined || name === undefined) {
      addIssue({ message: 'a leaderboard row needs a rank and a name' });
      return NEVER;
    }
    const out: LeaderboardEntry = {
      rank,
      name,
      score: readAs(looseNumber, firstPresent(o, ['score', 'points', 'amount', 'winAmount', 'value'])) ?? 0,
    };
    const self = readAs(looseBoolean, firstPresent(o, ['isSelf', 'self', 'isMe', 'mine']));
    if (self) out.isSelf = true;
    return out;
  }),
);

/** value: `{ leaderboard | ranking | list … }` | `[rows]`. */
export const MissionLeaderboardSchema = listAnswer(LeaderboardEntrySchema, [
  'leaderboard',
  'ranking',
  'rankList',
]);

export const MissionIdRequestSchema = v.object({
  missionId: v.pipe(looseString, v.trim(), v.nonEmpty(), v.maxLength(60)),
});

/** value: `{ reward | amount }` | a number | nothing: what the claim paid, when the gateway says it. */
export const ClaimMissionResultSchema = v.pipe(
  v.unknown(),
  v.transform((value): { reward?: number } => {
    const raw = isRecord(value) ? firstPresent(value, ['reward', 'amount', 'rewardAmount']) : value;
    const reward = readAs(looseNumber, raw);
    return reward === undefined ? {} : { reward };
  }),
);

// ---- messages (messageV2) -------------------------------------------------------------------------------------------

export const InboxMessageSchema = v.pipe(
  entityWithId('message'),
  v.transform(({ record: o, id }): InboxMessage => {
    const readFlag = readAs(looseBoolean, firstPresent(o, ['read', 'isRead', 'readFlag', 'hasRead']));
    const status = readAs(looseString, firstPresent(o, ['status']))?.toUpperCase();
    const category = messageCategoryOf(
      readAs(looseString, firstPresent(o, ['category', 'type', 'messageType', 'msgType', 'kind'])),
    );
    return {
      id,
      title: readAs(looseString, firstPresent(o, ['title', 'subject'])) ?? '',
      content: readAs(v.string(), firstPresent(o, ['content', 'body', 'message'])) ?? '',
      sentAt:
        isoTime(firstPresent(o, ['sentAt', 'timestamp', 'createTime', 'sendTime', 'time'])) ??
        new Date(0).toISOString(),
      read: readFlag ?? status === 'READ',
      ...(category ? { category } : {}),
    };
  }),
);

export interface InboxPage {
  messages: InboxMessage[];
  /** All messages, over every page. */
  total: number;
}

/**
 * A page of the inbox: `{ list | content | messages, total | totalElements | totalCount }` (with `totalPages` ×
 * pageSize as a last resort, read by the caller), or a bare list (total: its length).
 */
export const InboxPageSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const value = dataset.value;
    const messages = v.safeParse(listAnswer(InboxMessageSchema, ['messages', 'list', 'content']), value);
    if (!messages.success) {
      addIssue({ message: 'the inbox page has no list of messages' });
      return NEVER;
    }
    const total = isRecord(value)
      ? readAs(looseNumber, firstPresent(value, ['total', 'totalElements', 'totalCount', 'count']))
      : undefined;
    return { messages: messages.output, total: total ?? messages.output.length } satisfies InboxPage;
  }),
);

export const InboxQuerySchema = v.object({
  page: queryInteger(1),
  pageSize: v.pipe(queryInteger(1), v.maxValue(100)),
});

export const MessageIdRequestSchema = v.object({
  messageId: v.pipe(looseString, v.trim(), v.nonEmpty(), v.maxLength(60)),
});
