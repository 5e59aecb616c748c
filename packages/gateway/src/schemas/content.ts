import type { UnreadCountKind, UnreadCounts } from '@sorte/domain';
import * as v from 'valibot';
import { listAnswer, looseNumber, looseString } from '../lenient.ts';
import { withEntityId } from '../lenientFields.ts';
import { readDepositConditioned } from './depositCondition.ts';
import { queryCode, queryInteger } from './games.ts';
import {
  type Announcement,
  BannerSchema,
  type Promotion,
  type PublicPopup,
  publicContentReader,
} from './publicContent.ts';

// Other relay calls of spec §7 (popular notices, winner board, live chat, help centre, claims) and §3 Winner entry;
// the public content (MCSFE_getListAnnouncements) reads in publicContent.ts.

// ---- MCSFE_getListAnnouncements: the parts other than the banners (publicContent.ts reads the answer) ----------

const announcementFields = {
  id: v.optional(looseString),
  title: v.optional(looseString, ''),
  content: v.optional(v.string(), ''),
  promotionType: v.optional(looseString),
  promotionId: v.optional(looseString),
  timestamp: v.optional(looseNumber),
};

const AnnouncementObject = v.pipe(
  withEntityId('announcement', 'id', 'noticeId', 'noticeNo'),
  v.looseObject(announcementFields),
);

function announcementOut(a: v.InferOutput<typeof AnnouncementObject>): Announcement {
  const out: Announcement = { title: a.title, content: a.content };
  if (a.id !== undefined) out.id = a.id;
  if (a.promotionType !== undefined && a.promotionType.trim() !== '') out.promotionType = a.promotionType;
  if (a.promotionId !== undefined && a.promotionId.trim() !== '') out.promotionId = a.promotionId;
  if (a.timestamp !== undefined) out.timestamp = a.timestamp;
  return out;
}

export const AnnouncementSchema = v.pipe(AnnouncementObject, v.transform(announcementOut));

export const PublicPopupSchema = v.pipe(
  v.looseObject({ ...announcementFields, execution: v.pipe(looseString, v.trim(), v.toUpperCase()) }),
  v.transform((p): PublicPopup => ({ ...announcementOut(p), execution: p.execution })),
);

export const PromotionSchema = v.pipe(
  v.looseObject({
    id: looseString,
    title: v.optional(looseString, ''),
    status: v.optional(looseString),
    promotionType: v.optional(looseString),
    content: v.optional(v.string()),
    imageUrl: v.optional(v.string()),
    startTime: v.optional(looseNumber),
    endTime: v.optional(looseNumber),
  }),
  v.transform((p): Promotion => {
    const out: Promotion = { id: p.id, title: p.title };
    if (readDepositConditioned(p, p.promotionType)) out.depositConditioned = true;
    for (const key of ['status', 'promotionType', 'content', 'imageUrl'] as const) {
      if (p[key] !== undefined) out[key] = p[key];
    }
    if (p.startTime !== undefined) out.startTime = p.startTime;
    if (p.endTime !== undefined) out.endTime = p.endTime;
    return out;
  }),
);

/** The whole public content: banners, announcements (and help items), popups and promotions. */
export const PublicContentSchema = publicContentReader({
  banners: BannerSchema,
  announcements: AnnouncementSchema,
  popups: PublicPopupSchema,
  promotions: PromotionSchema,
  help: AnnouncementSchema,
});

// ---- popular notices: GET (path not shown) ------------------------------------------------------------------

/** A notice of the marquee and the notice modal: plain text (or HTML: sanitize) content. */
export type Notice = Announcement;

/** value: `[...]` | `{ list | content | data | notices | notice | … }` → Notice[]. */
export const NoticeListSchema = listAnswer(AnnouncementSchema, ['notices', 'notice']);

// ---- ODSFE2_getWinnerBoard: GET gameCategory ALL, language, limitNum 20 → value.list ------------------------

export const WinnerBoardRequestSchema = v.object({
  gameCategory: v.optional(queryCode, 'ALL'),
  language: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(20)),
  limitNum: v.optional(v.pipe(queryInteger(1), v.maxValue(100)), 20),
});
export type WinnerBoardRequest = v.InferInput<typeof WinnerBoardRequestSchema>;

/** §3 Winner entry: customerName, winAmount (labels player, game name and prize). */
export interface WinnerEntry {
  customerName: string;
  winAmount: number;
  gameName?: string;
  /** Epoch ms. */
  timestamp?: number;
}

export const WinnerEntrySchema = v.pipe(
  v.looseObject({
    customerName: looseString,
    winAmount: looseNumber,
    gameName: v.optional(looseString),
    timestamp: v.optional(looseNumber),
  }),
  v.transform((w): WinnerEntry => {
    const out: WinnerEntry = { customerName: w.customerName, winAmount: w.winAmount };
    if (w.gameName !== undefined) out.gameName = w.gameName;
    if (w.timestamp !== undefined) out.timestamp = w.timestamp;
    return out;
  }),
);

/** value: `{ list }` (spec) | `[...]` → WinnerEntry[] (the order is the gateway's; the domain sorts). */
export const WinnerBoardSchema = listAnswer(WinnerEntrySchema, ['list']);

// ---- CSP_unreadCount: the member's unread message count (payload not shown by the spec) -------------------------

/**
 * value: a count (`3`, `"3"`) or an object holding it (`{ count }`, `{ unreadCount }`, `{ total }`) → a whole
 * number of at least 0 (reading: the spec names the call only).
 */
export const UnreadCountSchema = v.pipe(
  v.union([
    looseNumber,
    v.pipe(
      v.looseObject({ count: looseNumber }),
      v.transform((o) => o.count),
    ),
    v.pipe(
      v.looseObject({ unreadCount: looseNumber }),
      v.transform((o) => o.unreadCount),
    ),
    v.pipe(
      v.looseObject({ total: looseNumber }),
      v.transform((o) => o.total),
    ),
  ]),
  v.transform((count) => (Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0)),
);

/** CSP_unreadCount read whole: the §2 badge counts (missions, messages, rewards) and their total. */
export interface UnreadSummary {
  total: number;
  counts: UnreadCounts;
}

const UNREAD_KIND_KEYS: Readonly<Record<UnreadCountKind, readonly string[]>> = {
  messages: ['messages', 'message', 'messageCount', 'unreadMessages', 'msg', 'inbox'],
  missions: ['missions', 'mission', 'missionCount', 'unreadMissions', 'tasks'],
  rewards: ['rewards', 'reward', 'rewardCount', 'unreadRewards'],
};

const wholeCount = (raw: unknown): number | undefined => {
  const parsed = v.safeParse(looseNumber, raw);
  return parsed.success ? Math.max(0, Math.trunc(parsed.output)) : undefined;
};

/**
 * value: per-kind counts `{ messages, missions, rewards, total? }` (also `message | messageCount | unreadMessages`,
 * `mission | missionCount | tasks`, `reward | rewardCount`; possibly in `{ counts | data }`), or one count as
 * `UnreadCountSchema` reads it, which is the unread messages (the call is the customer-service platform's). The
 * total is `total` when sent, else the sum; `{ total }` alone is a total without kinds.
 */
export const UnreadSummarySchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }): UnreadSummary => {
    const single = v.safeParse(UnreadCountSchema, dataset.value);
    const value = dataset.value;
    const record =
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : undefined;
    const inner = [record?.counts, record?.data].find(
      (item): item is Record<string, unknown> =>
        item !== null && typeof item === 'object' && !Array.isArray(item),
    );
    const at = inner ?? record ?? {};
    const counts: UnreadCounts = {};
    for (const [kind, keys] of Object.entries(UNREAD_KIND_KEYS) as [UnreadCountKind, readonly string[]][]) {
      const count = keys.map((key) => wholeCount(at[key])).find((n) => n !== undefined);
      if (count !== undefined) counts[kind] = count;
    }
    const sum = Object.values(counts).reduce((total, count) => total + count, 0);
    const total = wholeCount(at.total);
    if (Object.keys(counts).length > 0) return { total: total ?? sum, counts };
    if (total !== undefined) return { total, counts: {} };
    if (single.success) return { total: single.output, counts: { messages: single.output } };
    addIssue({ message: 'no unread count in the answer' });
    return NEVER;
  }),
);

// ---- live chat: CBS_modelList, CBS_launchChat (response chatUrl) ---------------------------------------------

/** A chat entry point (reading: the spec names the call only). */
export interface ChatModel {
  modelId: string;
  modelName: string;
  iconUrl?: string;
}

export const ChatModelSchema = v.pipe(
  v.looseObject({
    modelId: looseString,
    modelName: v.optional(looseString),
    iconUrl: v.optional(v.string()),
  }),
  v.transform((m): ChatModel => {
    const out: ChatModel = { modelId: m.modelId, modelName: m.modelName ?? m.modelId };
    if (m.iconUrl !== undefined) out.iconUrl = m.iconUrl;
    return out;
  }),
);

/** value: `[...]` | `{ list | content | data | models | … }` → ChatModel[]. */
export const ChatModelListSchema = listAnswer(ChatModelSchema, ['models']);

export const LaunchChatRequestSchema = v.object({ modelId: queryCode });
export type LaunchChatRequest = v.InferInput<typeof LaunchChatRequestSchema>;

/** value: `{ chatUrl }` | 'https://…' → `{ chatUrl }`. Check it with the domain's `frameTarget` before use. */
export const LaunchChatResultSchema = v.union([
  v.object({ chatUrl: v.pipe(v.string(), v.trim(), v.nonEmpty()) }),
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(),
    v.transform((chatUrl) => ({ chatUrl })),
  ),
]);

// ---- customer service entries (§3: csType, path; the path is encrypted) ------------------------------------

/**
 * §3 Customer service entry. The spec shows no call of its own: the entries arrive in the permission info
 * (`customerService`); the path is encrypted and only the gateway can resolve it, so the site shows the entries
 * and opens live chat (CBS_launchChat) or the configured customer-service URL.
 */
export const CustomerServiceEntrySchema = v.looseObject({
  csType: looseString,
  path: v.optional(v.string()),
});
export type CustomerServiceEntry = v.InferOutput<typeof CustomerServiceEntrySchema>;

/** value: `[...]` | `{ customerService: [...] }` → entries (broken ones dropped). */
export const CustomerServiceEntriesSchema = listAnswer(CustomerServiceEntrySchema, ['customerService']);

// ---- help centre: GET /wps/system/helpCenter, lang and device WEB (§7 System) --------------------------------

export const HelpCenterRequestSchema = v.object({
  lang: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(20)),
  device: v.literal('WEB'),
});
export type HelpCenterRequest = v.InferInput<typeof HelpCenterRequestSchema>;

/** A help topic: an anchor id (the /help#term anchor), a title and HTML content (render only through the sanitizer). */
export interface HelpTopic {
  id: string;
  title: string;
  content: string;
}

const HelpTopicSchema = v.pipe(
  v.looseObject({
    id: v.optional(looseString),
    code: v.optional(looseString),
    key: v.optional(looseString),
    title: v.optional(looseString),
    name: v.optional(looseString),
    content: v.optional(v.string()),
    html: v.optional(v.string()),
  }),
  v.transform((raw): HelpTopic => {
    const title = (raw.title ?? raw.name ?? '').trim();
    const id = (raw.code ?? raw.key ?? raw.id ?? title)
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '');
    return { id, title, content: raw.content ?? raw.html ?? '' };
  }),
  v.check((topic) => topic.id !== '' && topic.title !== '', 'a help topic needs an id and a title'),
);

/** The payload is not shown by the spec: value `[topics]` | `{ list }` | `{ helpCenter }`; broken topics are dropped. */
export const HelpCenterSchema = listAnswer(HelpTopicSchema, ['helpCenter']);

// ---- promotions: MCS2_claimRafflePromotion (POST, token) -----------------------------------------------------

/** Join or claim a promotion (§4 Join → Joined, Claim → Claimed). The payload is not shown: the promotion id. */
export const ClaimPromotionRequestSchema = v.object({
  promotionId: v.pipe(looseString, v.trim(), v.nonEmpty(), v.maxLength(60)),
});
export type ClaimPromotionRequest = v.InferInput<typeof ClaimPromotionRequestSchema>;

const recordOf = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const firstOf = (o: Record<string, unknown>, keys: readonly string[]): unknown => {
  for (const key of keys) if (o[key] !== undefined && o[key] !== null) return o[key];
  return undefined;
};
const readAs = <S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> | undefined => {
  const parsed = v.safeParse(schema, raw);
  return parsed.success ? parsed.output : undefined;
};

/** What a raffle claim won: a prize's name and/or an amount of money. */
export interface RafflePrize {
  name?: string;
  amount?: number;
}

/**
 * MCS2_claimRafflePromotion (join or claim) value: `{ status?, prize? }` where prize is `{ name | prizeName, amount | prizeAmount }`,
 * a number (the amount) or a string (its name); flat `{ prizeName, prizeAmount }` too. No prize: `prize` absent.
 */
export const ClaimPromotionResultSchema = v.pipe(
  v.unknown(),
  v.transform((value): { status?: string; prize?: RafflePrize } => {
    if (!recordOf(value)) return {};
    const out: { status?: string; prize?: RafflePrize } = {};
    if (typeof value.status === 'string') out.status = value.status;
    const raw = firstOf(value, ['prize', 'reward']);
    const source = recordOf(raw) ? raw : value;
    const prize: RafflePrize = {};
    const name = readAs(
      v.string(),
      recordOf(raw)
        ? firstOf(raw, ['name', 'prizeName', 'title'])
        : typeof raw === 'string'
          ? raw
          : firstOf(value, ['prizeName']),
    );
    if (name !== undefined && name.trim() !== '') prize.name = name;
    const amount = readAs(
      looseNumber,
      typeof raw === 'number' ? raw : firstOf(source, ['amount', 'prizeAmount', 'rewardAmount']),
    );
    if (amount !== undefined) prize.amount = amount;
    if (prize.name !== undefined || prize.amount !== undefined) out.prize = prize;
    return out;
  }),
);
export type ClaimPromotionResult = v.InferOutput<typeof ClaimPromotionResultSchema>;
