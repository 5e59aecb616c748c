import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import { DEMO_PAYMENT_PASSWORD, pointConfigFixture, rewardImage } from '../fixtures/points.ts';
import { pointsOf, pointsTable, rewardsWithStock } from '../pointsState.ts';
import {
  bearerToken,
  endpointHandler,
  type HandlerContext,
  ok,
  readPayload,
  reject,
  unauthorized,
} from './respond.ts';

/** Server messages of the points calls (data, not UI copy). 'in_need_true_account' is the spec's key (§6, §8). */
export const POINTS_MESSAGES = {
  needRealAccount: 'in_need_true_account',
  wrongPaymentPassword: 'Payment password is incorrect',
  rewardNotFound: 'Reward not found',
  outOfStock: 'This reward is out of stock',
  notEnoughPoints: 'Not enough points',
  amountRequirement: 'Valid bet amount requirement not met',
} as const;

const TRIAL_TYPES: readonly number[] = [4];

export function pointsHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    endpointHandler(ctx, 'pointBalance', ({ request }) => {
      const who = ctx.db.accountForToken(bearerToken(request));
      return who ? ok({ points: pointsOf(ctx.db, who.id).points }) : unauthorized();
    }),

    endpointHandler(ctx, 'pointRewards', () =>
      ok({
        list: rewardsWithStock(ctx.db).map(({ badge, amountRequired, stock, ...reward }) => ({
          ...reward,
          imageUrl: rewardImage({ id: reward.id, type: reward.type, badge }),
          amountRequired,
          stock,
        })),
      }),
    ),

    endpointHandler(ctx, 'pointConfig', () => ok(pointConfigFixture())),

    // passwordCheck/MCS2_redeemPointReward: checked in this order, each refusal a success:false with its message.
    endpointHandler(ctx, 'redeemPointReward', async ({ request }) => {
      const who = ctx.db.accountForToken(bearerToken(request));
      if (!who) return unauthorized();
      const payload = await readPayload(ctx, request, endpoints.redeemPointReward.request);
      if (!payload.ok) return payload.response;
      const table = pointsTable(ctx.db);
      const key = request.headers.get('Idempotency-Key')?.trim();
      const answeredKey = key ? `${who.id}:${key}` : undefined;
      if (answeredKey && table.answered[answeredKey]) return ok(table.answered[answeredKey]);

      if (TRIAL_TYPES.includes(who.type)) return reject(POINTS_MESSAGES.needRealAccount);
      const { rewardId, quantity, paymentPassword } = payload.data;
      if (paymentPassword !== DEMO_PAYMENT_PASSWORD) return reject(POINTS_MESSAGES.wrongPaymentPassword);
      const reward = rewardsWithStock(ctx.db).find((candidate) => candidate.id === rewardId);
      if (!reward) return reject(POINTS_MESSAGES.rewardNotFound);
      if (reward.stock !== undefined && reward.stock < quantity) return reject(POINTS_MESSAGES.outOfStock);
      const wallet = pointsOf(ctx.db, who.id);
      const cost = reward.pointsRequired * quantity;
      if (wallet.points < cost) return reject(POINTS_MESSAGES.notEnoughPoints);
      if (wallet.validBet < reward.amountRequired) return reject(POINTS_MESSAGES.amountRequirement);

      wallet.points -= cost;
      if (reward.stock !== undefined) table.stock[reward.id] = reward.stock - quantity;
      const referenceNo = `PM${table.nextReference++}`;
      const records = table.redeems[who.id] ?? [];
      table.redeems[who.id] = [
        {
          referenceNo,
          applyTime: ctx.db.now(),
          type: reward.type,
          name: reward.name,
          quantity,
          pointsRequirement: cost,
          amountRequirement: reward.amountRequired,
          status: 'In Process',
          remark: '',
        },
        ...records,
      ];
      const answer = { referenceNo, status: 'In Process', points: wallet.points };
      if (answeredKey) table.answered[answeredKey] = answer;
      return ok(answer);
    }),
  ];
}
