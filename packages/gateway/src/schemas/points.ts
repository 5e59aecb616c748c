import * as v from 'valibot';
import { looseNumber, looseString } from '../lenient.ts';

// Spec §7 Points (MCS2_getPointBalance, getPointReward, getPointConfig, passwordCheck/MCS2_redeemPointReward) and
// the §3 point fields. The spec names the calls only: field names are readings, accepted under their likely
// spellings and normalised. Points have no expiry (§9), so no expiry field exists.

/** The player's point balance. */
export interface PointBalance {
  points: number;
}

/** value: `{ points }` | `{ point }` | `{ balance }` | a bare number (numeric strings too). */
export const PointBalanceSchema = v.union([
  v.pipe(
    v.looseObject({
      points: v.optional(looseNumber),
      point: v.optional(looseNumber),
      balance: v.optional(looseNumber),
    }),
    v.check(
      (value) => value.points !== undefined || value.point !== undefined || value.balance !== undefined,
      'a point balance needs points',
    ),
    v.transform((value): PointBalance => ({ points: value.points ?? value.point ?? value.balance ?? 0 })),
  ),
  v.pipe(
    looseNumber,
    v.transform((points): PointBalance => ({ points })),
  ),
]);

/** A reward of the point mall's catalogue. */
export interface PointReward {
  id: string;
  name: string;
  /** Reward type as the gateway spells it (the §3 redeem record carries it). */
  type?: string;
  imageUrl?: string;
  description?: string;
  /** §3 points requirement: the points one unit costs. */
  pointsRequired: number;
  /** §3 amount requirement (reading: a valid-bet amount the player must have reached); absent: none. */
  amountRequired?: number;
  /** Units left; absent: unlimited. */
  stock?: number;
}

export const PointRewardSchema = v.pipe(
  v.looseObject({
    id: looseString,
    name: v.string(),
    type: v.optional(v.string()),
    imageUrl: v.optional(v.string()),
    image: v.optional(v.string()),
    description: v.optional(v.string()),
    pointsRequired: v.optional(looseNumber),
    points: v.optional(looseNumber),
    amountRequired: v.optional(looseNumber),
    stock: v.optional(looseNumber),
    quantity: v.optional(looseNumber),
  }),
  v.check(
    (value) => value.pointsRequired !== undefined || value.points !== undefined,
    'a reward needs its points requirement',
  ),
  v.transform((value): PointReward => {
    const reward: PointReward = {
      id: value.id,
      name: value.name,
      pointsRequired: value.pointsRequired ?? value.points ?? 0,
    };
    const imageUrl = value.imageUrl ?? value.image;
    if (value.type !== undefined) reward.type = value.type;
    if (imageUrl !== undefined) reward.imageUrl = imageUrl;
    if (value.description !== undefined) reward.description = value.description;
    if (value.amountRequired !== undefined && value.amountRequired > 0)
      reward.amountRequired = value.amountRequired;
    const stock = value.stock ?? value.quantity;
    if (stock !== undefined) reward.stock = Math.max(0, stock);
    return reward;
  }),
);

/** value: `{ list: [...] }` | `[...]`. */
export const PointRewardListSchema = v.union([
  v.pipe(
    v.looseObject({ list: v.array(PointRewardSchema) }),
    v.transform((value) => value.list),
  ),
  v.array(PointRewardSchema),
]);

/** §3 points detail types that earn points (redeem spends them). */
export const POINT_EARNING_CATEGORIES = ['LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS', 'DEPOSIT'] as const;

/** How points are earned in one category: `points` for every `amount` of valid bet (or deposit). */
export interface PointEarningRule {
  /** Upper case: LIVE, LOTT, PVP, RNG, SPORTS, DEPOSIT (others are kept as sent). */
  category: string;
  amount: number;
  points: number;
}

const PointEarningRuleSchema = v.pipe(
  v.looseObject({
    category: v.optional(v.string()),
    type: v.optional(v.string()),
    amount: looseNumber,
    points: looseNumber,
  }),
  v.check((value) => (value.category ?? value.type ?? '').trim() !== '', 'a rule needs its category'),
  v.transform(
    (value): PointEarningRule => ({
      category: (value.category ?? value.type ?? '').trim().toUpperCase(),
      amount: value.amount,
      points: value.points,
    }),
  ),
);

/** The point config: the earning rules (a rule that earns nothing is dropped). */
export interface PointConfig {
  rules: PointEarningRule[];
}

/** value: `{ rules: [...] }` | `{ list: [...] }` | `[...]`. */
export const PointConfigSchema = v.pipe(
  v.union([
    v.pipe(
      v.looseObject({ rules: v.array(PointEarningRuleSchema) }),
      v.transform((value) => value.rules),
    ),
    v.pipe(
      v.looseObject({ list: v.array(PointEarningRuleSchema) }),
      v.transform((value) => value.list),
    ),
    v.array(PointEarningRuleSchema),
  ]),
  v.transform(
    (rules): PointConfig => ({ rules: rules.filter((rule) => rule.amount > 0 && rule.points > 0) }),
  ),
);

/** passwordCheck/MCS2_redeemPointReward (encrypted): the reward, how many, and the payment password. */
export const RedeemPointRewardRequestSchema = v.object({
  rewardId: v.pipe(v.string(), v.trim(), v.minLength(1)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  paymentPassword: v.pipe(v.string(), v.minLength(1)),
});
export type RedeemPointRewardRequest = v.InferInput<typeof RedeemPointRewardRequestSchema>;

/** The redeem's answer: the §3 redeem record's reference number and status, and the new balance when sent. */
export interface RedeemPointRewardResult {
  referenceNo?: string;
  status?: string;
  points?: number;
}

/** value: `{ referenceNo?, status?, points? }` | empty. */
export const RedeemPointRewardResultSchema = v.optional(
  v.pipe(
    v.looseObject({
      referenceNo: v.optional(looseString),
      status: v.optional(v.string()),
      points: v.optional(looseNumber),
    }),
    v.transform(({ referenceNo, status, points }): RedeemPointRewardResult => {
      const result: RedeemPointRewardResult = {};
      if (referenceNo !== undefined) result.referenceNo = referenceNo;
      if (status !== undefined) result.status = status;
      if (points !== undefined) result.points = points;
      return result;
    }),
  ),
);
