import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import { DEMO_PAYMENT_PASSWORD, pointConfigFixture, rewardImage } from '../fixtures/points.ts';
import {
  addRedeemRecord,
  CONVERSION,
  changePoints,
  convertPoints,
  pointDetails,
  pointsOf,
  pointsTable,
  redeemRecords,
  rewardsWithStock,
} from '../pointsState.ts';
import { page, readQuery } from './query.ts';
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
  noWithdrawPassword: 'Please set a withdraw password first',
  wrongWithdrawPassword: 'Withdraw password is incorrect',
  convertBelowMinimum: 'Below the minimum points to convert',
  convertNotAStep: 'Points must convert in whole steps',
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

      changePoints(ctx.db, who.id, -cost, 'redeem');
      if (reward.stock !== undefined) table.stock[reward.id] = reward.stock - quantity;
      const { referenceNo } = addRedeemRecord(ctx.db, who.id, {
        type: reward.type,
        name: reward.name,
        quantity,
        pointsRequirement: cost,
        amountRequirement: reward.amountRequired,
        status: 'In Process',
        remark: '',
      });
      const answer = { referenceNo, status: 'In Process', points: wallet.points };
      if (answeredKey) table.answered[answeredKey] = answer;
      return ok(answer);
    }),

    // passwordCheck/MCS2_convertPoint: the withdraw password, then the config's minimum and step, then the points.
    endpointHandler(ctx, 'convertPoint', async ({ request }) => {
      const who = ctx.db.accountForToken(bearerToken(request));
      if (!who) return unauthorized();
      const payload = await readPayload(ctx, request, endpoints.convertPoint.request);
      if (!payload.ok) return payload.response;
      const table = pointsTable(ctx.db);
      const key = request.headers.get('Idempotency-Key')?.trim();
      const answeredKey = key ? `${who.id}:convert:${key}` : undefined;
      if (answeredKey && table.answered[answeredKey]) return ok(table.answered[answeredKey]);

      if (TRIAL_TYPES.includes(who.type)) return reject(POINTS_MESSAGES.needRealAccount);
      const { points, withdrawPassword } = payload.data;
      if (who.withdrawPassword === undefined) return reject(POINTS_MESSAGES.noWithdrawPassword);
      if (withdrawPassword !== who.withdrawPassword) return reject(POINTS_MESSAGES.wrongWithdrawPassword);
      if (points < CONVERSION.min) return reject(POINTS_MESSAGES.convertBelowMinimum);
      if (points % CONVERSION.step !== 0) return reject(POINTS_MESSAGES.convertNotAStep);
      if (pointsOf(ctx.db, who.id).points < points) return reject(POINTS_MESSAGES.notEnoughPoints);

      const answer = { ...convertPoints(ctx.db, who, points), status: 'Approved' };
      if (answeredKey) table.answered[answeredKey] = answer;
      return ok(answer);
    }),

    endpointHandler(ctx, 'redeemRecords', ({ request }) => {
      const who = ctx.db.accountForToken(bearerToken(request));
      if (!who) return unauthorized();
      const query = readQuery(request, endpoints.redeemRecords.request);
      if (!query.ok) return query.response;
      const { items, totalPages } = page(
        redeemRecords(ctx.db, who.id),
        query.data.pageNo,
        query.data.pageSize,
      );
      return ok({ list: items, totalPages });
    }),

    endpointHandler(ctx, 'pointsDetail', ({ request }) => {
      const who = ctx.db.accountForToken(bearerToken(request));
      if (!who) return unauthorized();
      const query = readQuery(request, endpoints.pointsDetail.request);
      if (!query.ok) return query.response;
      const { items, totalPages } = page(
        pointDetails(ctx.db, who.id),
        query.data.pageNo,
        query.data.pageSize,
      );
      return ok({ list: items, totalPages });
    }),
  ];
}
