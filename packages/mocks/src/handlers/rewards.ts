import {
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_IMAGE_MAX_COUNT,
  PROMOTION_IMAGE_TYPES,
} from '@sorte/domain/constants';
import { commentProblem } from '@sorte/domain/promotion-apply';
import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import { withHostileOverlay } from '../fixtures/content.ts';
import type { MockAccount } from '../fixtures/mockAccount.ts';
import { leaderboardFixtures } from '../fixtures/rewards.ts';
import { messagesOf, missionsOf, promotionsOf, rewardsTable } from '../rewardsState.ts';
import { pauseRefusal } from './pauses.ts';
import { readQuery } from './query.ts';
import {
  bearerToken,
  endpointHandler,
  type HandlerContext,
  ok,
  readPayload,
  reject,
  unauthorized,
} from './respond.ts';

/** The reward centre's refusals: server messages (data, not UI copy) with a code the site can map. */
export const REWARDS_REFUSALS = {
  needRealAccount: { code: 'in_need_true_account', message: 'in_need_true_account' },
  promotionNotFound: { code: 'PROMOTION_NOT_FOUND', message: 'Promotion not found' },
  notJoinable: { code: 'PROMOTION_NOT_JOINABLE', message: 'This promotion cannot be joined now' },
  notClaimable: { code: 'PROMOTION_NOT_CLAIMABLE', message: 'Nothing to claim on this promotion' },
  application: {
    code: 'INVALID_APPLICATION',
    message: 'Comment up to 140 characters; up to 3 png or jpg images of at most 5 MB',
  },
  missionNotFound: { code: 'MISSION_NOT_FOUND', message: 'Mission not found' },
  missionNotReached: { code: 'MISSION_NOT_CLAIMABLE', message: 'This mission cannot be claimed' },
  messageNotFound: { code: 'MESSAGE_NOT_FOUND', message: 'Message not found' },
  keyRequired: { code: 'IDEMPOTENCY_KEY_REQUIRED', message: 'An Idempotency-Key header is required' },
} as const;

type Refusal = (typeof REWARDS_REFUSALS)[keyof typeof REWARDS_REFUSALS];
const refuse = (refusal: Refusal) => reject(refusal.message, null, refusal.code);

const TRIAL_TYPES: readonly number[] = [4];

function member(ctx: HandlerContext, request: Request): MockAccount | Response {
  const who = ctx.db.accountForToken(bearerToken(request));
  if (!who) return unauthorized();
  return TRIAL_TYPES.includes(who.type) ? refuse(REWARDS_REFUSALS.needRealAccount) : who;
}

/** A paying claim answered once per Idempotency-Key: a repeat gets the first answer, nothing is paid twice. */
function once(
  ctx: HandlerContext,
  who: MockAccount,
  request: Request,
  pay: () => Response | { value: unknown },
) {
  const key = request.headers.get('Idempotency-Key')?.trim();
  if (!key) return refuse(REWARDS_REFUSALS.keyRequired);
  const table = rewardsTable(ctx.db);
  const id = `${who.id}:${key}`;
  if (id in table.answered) return ok(table.answered[id]);
  const answer = pay();
  if (answer instanceof Response) return answer;
  table.answered[id] = answer.value;
  return ok(answer.value);
}

/**
 * A public promotion's paying claim (a red envelope): answered once per Idempotency-Key when the request has one
 * (the red-envelope page's money intent), as it comes otherwise (the promotions page sends none).
 */
export function payOncePerKey(
  ctx: HandlerContext,
  who: MockAccount,
  request: Request,
  pay: () => Response | { value: unknown },
) {
  if (request.headers.get('Idempotency-Key')?.trim()) return once(ctx, who, request, pay);
  const answer = pay();
  return answer instanceof Response ? answer : ok(answer.value);
}

/**
 * §7 MCS2_claimRafflePromotion for a reward-centre promotion (the public promotions page's ones are answered by
 * ./content.ts): a raffle in Claim draws its prize (credited to the balance) and moves to Claimed. Null when `id`
 * is not one of the account's reward-centre promotions.
 */
export function claimRewardPromotion(
  ctx: HandlerContext,
  who: MockAccount,
  request: Request,
  id: string,
): Response | null {
  const promotion = promotionsOf(ctx.db, who).find((candidate) => candidate.id === id);
  if (!promotion) return null;
  return once(ctx, who, request, () => {
    if (promotion.status.toLowerCase() !== 'claim' || !promotion.prize)
      return refuse(REWARDS_REFUSALS.notClaimable);
    promotion.status = 'Claimed';
    who.balance = Math.round((who.balance + promotion.prize.amount) * 100) / 100;
    return { value: { status: promotion.status, prize: promotion.prize } };
  });
}

export function rewardsHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    endpointHandler(ctx, 'rewardPromotions', ({ request }) => {
      const who = member(ctx, request);
      if (who instanceof Response) return who;
      return ok({
        promotions: promotionsOf(ctx.db, who).map(({ prize: _prize, ...promotion }) => promotion),
      });
    }),

    endpointHandler(ctx, 'joinPromotion', async ({ request }) => {
      const who = member(ctx, request);
      if (who instanceof Response) return who;
      const paused = pauseRefusal(ctx.db, who, 'claimPromotion');
      if (paused) return paused;
      const payload = await readPayload(ctx, request, endpoints.joinPromotion.request);
      if (!payload.ok) return payload.response;
      const promotion = promotionsOf(ctx.db, who).find((p) => p.id === payload.data.promotionId);
      if (!promotion) return refuse(REWARDS_REFUSALS.promotionNotFound);
      if (promotion.status.toLowerCase() !== 'join' || promotion.needApply)
        return refuse(REWARDS_REFUSALS.notJoinable);
      promotion.status = 'Joined';
      return ok({ status: promotion.status });
    }),

    // §5 multipart/form-data: promotionId, comment (≤140 characters), images (≤3, png or jpg by their first bytes,
    // ≤5 MB each).
    endpointHandler(ctx, 'applyPromotion', async ({ request }) => {
      const who = member(ctx, request);
      if (who instanceof Response) return who;
      const paused = pauseRefusal(ctx.db, who, 'claimPromotion');
      if (paused) return paused;
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return refuse(REWARDS_REFUSALS.application);
      }
      const promotion = promotionsOf(ctx.db, who).find((p) => p.id === String(form.get('promotionId') ?? ''));
      if (!promotion) return refuse(REWARDS_REFUSALS.promotionNotFound);
      if (promotion.status.toLowerCase() !== 'join' || !promotion.needApply)
        return refuse(REWARDS_REFUSALS.notJoinable);
      const comment = form.get('comment');
      const images = form.getAll('images').filter((part): part is File => part instanceof Blob);
      const heads = await Promise.all(
        images.map(async (image) => new Uint8Array(await image.slice(0, 8).arrayBuffer())),
      );
      const imageOk = (image: Blob, head: Uint8Array) =>
        image.size <= PROMOTION_IMAGE_MAX_BYTES &&
        ((head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) ||
          (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)) &&
        (image.type === '' || (PROMOTION_IMAGE_TYPES as readonly string[]).includes(image.type));
      if (
        typeof comment !== 'string' ||
        commentProblem(comment) !== null ||
        images.length > PROMOTION_IMAGE_MAX_COUNT ||
        !images.every((image, index) => imageOk(image, heads[index]!))
      ) {
        return refuse(REWARDS_REFUSALS.application);
      }
      promotion.status = 'Applying';
      return ok({ status: promotion.status });
    }),

    endpointHandler(ctx, 'missionSummary', ({ request }) => {
      const who = member(ctx, request);
      if (who instanceof Response) return who;
      return ok({ missions: missionsOf(ctx.db, who) });
    }),

    endpointHandler(ctx, 'missionLeaderboard', ({ request }) => {
      const who = member(ctx, request);
      if (who instanceof Response) return who;
      return ok({ leaderboard: leaderboardFixtures(who.account) });
    }),

    endpointHandler(ctx, 'claimMission', async ({ request }) => {
      const who = member(ctx, request);
      if (who instanceof Response) return who;
      const paused = pauseRefusal(ctx.db, who, 'claimPromotion');
      if (paused) return paused;
      const payload = await readPayload(ctx, request, endpoints.claimMission.request);
      if (!payload.ok) return payload.response;
      const mission = missionsOf(ctx.db, who).find((m) => m.id === payload.data.missionId);
      if (!mission) return refuse(REWARDS_REFUSALS.missionNotFound);
      return once(ctx, who, request, () => {
        if (mission.claimed || mission.current < mission.goal || mission.endTime <= ctx.db.now())
          return refuse(REWARDS_REFUSALS.missionNotReached);
        mission.claimed = true;
        who.balance = Math.round((who.balance + mission.rewardAmount) * 100) / 100;
        return { value: { reward: mission.rewardAmount } };
      });
    }),

    // CSP_getMessageList (page from 1, pageSize): newest first; §6 never for a trial account.
    endpointHandler(ctx, 'inboxMessages', ({ request }) => {
      const who = member(ctx, request);
      if (who instanceof Response) return who;
      const query = readQuery(request, endpoints.inboxMessages.request);
      if (!query.ok) return query.response;
      const { page, pageSize } = query.data;
      const all = messagesOf(ctx.db, who);
      const list = withHostileOverlay(
        all.slice((page - 1) * pageSize, page * pageSize),
        ctx.db.scenario.hostileHtml,
      );
      return ok({ list, total: all.length });
    }),

    endpointHandler(ctx, 'readMessage', async ({ request }) => {
      const who = member(ctx, request);
      if (who instanceof Response) return who;
      const payload = await readPayload(ctx, request, endpoints.readMessage.request);
      if (!payload.ok) return payload.response;
      const message = messagesOf(ctx.db, who).find((m) => m.id === payload.data.messageId);
      if (!message) return refuse(REWARDS_REFUSALS.messageNotFound);
      message.read = true;
      return ok(null);
    }),

    // Issue 23 item 6 (readings): every message read; one message gone for good (CSP_unreadCount follows both).
    endpointHandler(ctx, 'readAllMessages', ({ request }) => {
      const who = member(ctx, request);
      if (who instanceof Response) return who;
      for (const message of messagesOf(ctx.db, who)) message.read = true;
      return ok(null);
    }),

    endpointHandler(ctx, 'deleteMessage', async ({ request }) => {
      const who = member(ctx, request);
      if (who instanceof Response) return who;
      const payload = await readPayload(ctx, request, endpoints.deleteMessage.request);
      if (!payload.ok) return payload.response;
      const messages = messagesOf(ctx.db, who);
      const index = messages.findIndex((m) => m.id === payload.data.messageId);
      if (index < 0) return refuse(REWARDS_REFUSALS.messageNotFound);
      messages.splice(index, 1);
      return ok(null);
    }),
  ];
}
