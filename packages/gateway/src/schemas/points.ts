import * as v from 'valibot';
import { lenientList, looseNumber, looseString } from '../lenient.ts';
import { withEntityId } from '../lenientFields.ts';
import { queryInteger } from './games.ts';

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
  withEntityId('reward'),
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

/**
 * How points convert to balance (passwordCheck/MCS2_convertPoint), read from the point config. Reading: the
 * config carries `{ convertMin, convertStep, convertRate }` (or `{ convert: { min, step, rate } }`), the rate being
 * the points worth one unit of money. Absent: no conversion is offered.
 */
export interface PointConversion {
  min: number;
  step: number;
  pointsPerUnit: number;
}

const ConversionFieldsSchema = v.looseObject({
  convertMin: v.optional(looseNumber),
  convertStep: v.optional(looseNumber),
  convertRate: v.optional(looseNumber),
  minConvertPoints: v.optional(looseNumber),
  convert: v.optional(
    v.looseObject({
      min: v.optional(looseNumber),
      step: v.optional(looseNumber),
      rate: v.optional(looseNumber),
    }),
  ),
});

/** The conversion a config object carries, or undefined (a rate or step of 0 converts nothing). */
export function conversionOf(
  value: v.InferOutput<typeof ConversionFieldsSchema>,
): PointConversion | undefined {
  const rate = value.convertRate ?? value.convert?.rate;
  if (rate === undefined || rate <= 0) return undefined;
  const step = value.convertStep ?? value.convert?.step ?? 1;
  if (step <= 0 || !Number.isInteger(step)) return undefined;
  const min = Math.max(step, value.convertMin ?? value.minConvertPoints ?? value.convert?.min ?? step);
  return { min, step, pointsPerUnit: rate };
}

/** The point config: the earning rules (a rule that earns nothing is dropped) and how points convert. */
export interface PointConfig {
  rules: PointEarningRule[];
  /** passwordCheck/MCS2_convertPoint's minimum, step and rate; absent: the gateway offers no conversion. */
  conversion?: PointConversion;
}

const earningRules = (rules: PointEarningRule[]) =>
  rules.filter((rule) => rule.amount > 0 && rule.points > 0);

/** value: `{ rules | list: [...], convertMin?, convertStep?, convertRate? }` | `[...]` (rules only). */
export const PointConfigSchema = v.union([
  v.pipe(
    v.looseObject({
      ...ConversionFieldsSchema.entries,
      rules: v.optional(v.array(PointEarningRuleSchema)),
      list: v.optional(v.array(PointEarningRuleSchema)),
    }),
    v.check((value) => (value.rules ?? value.list) !== undefined, 'a point config needs its rules'),
    v.transform((value): PointConfig => {
      const config: PointConfig = { rules: earningRules(value.rules ?? value.list ?? []) };
      const conversion = conversionOf(value);
      if (conversion) config.conversion = conversion;
      return config;
    }),
  ),
  v.pipe(
    v.array(PointEarningRuleSchema),
    v.transform((rules): PointConfig => ({ rules: earningRules(rules) })),
  ),
]);

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

/** passwordCheck/MCS2_convertPoint (encrypted): the points to convert and the withdraw password. */
export const ConvertPointRequestSchema = v.object({
  points: v.pipe(v.number(), v.integer(), v.minValue(1)),
  withdrawPassword: v.pipe(v.string(), v.minLength(1)),
});
export type ConvertPointRequest = v.InferInput<typeof ConvertPointRequestSchema>;

/** The conversion's answer: what was credited and the new balances, when sent. */
export interface ConvertPointResult {
  amount?: number;
  points?: number;
  balance?: number;
}

/** value: `{ amount | convertAmount, points | pointBalance, balance | mainBalance }` (any of them) | empty. */
export const ConvertPointResultSchema = v.optional(
  v.pipe(
    v.looseObject({
      amount: v.optional(looseNumber),
      convertAmount: v.optional(looseNumber),
      points: v.optional(looseNumber),
      pointBalance: v.optional(looseNumber),
      balance: v.optional(looseNumber),
      mainBalance: v.optional(looseNumber),
    }),
    v.transform((value): ConvertPointResult => {
      const result: ConvertPointResult = {};
      const amount = value.amount ?? value.convertAmount;
      const points = value.points ?? value.pointBalance;
      const balance = value.balance ?? value.mainBalance;
      if (amount !== undefined) result.amount = amount;
      if (points !== undefined) result.points = points;
      if (balance !== undefined) result.balance = balance;
      return result;
    }),
  ),
);

/** A page request of the point records (reading: pageNo from 1, pageSize, as GCSGAME_gameList pages). */
export const PointRecordsRequestSchema = v.object({
  pageNo: queryInteger(1),
  pageSize: v.pipe(queryInteger(1), v.maxValue(100)),
});
export type PointRecordsRequest = v.InferInput<typeof PointRecordsRequestSchema>;

/** §4 Redeem statuses. */
export const REDEEM_STATUSES = ['IN_PROCESS', 'REJECTED', 'APPROVED'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

const REDEEM_STATUS_WORDS: Readonly<Record<string, RedeemStatus>> = {
  'IN PROCESS': 'IN_PROCESS',
  IN_PROCESS: 'IN_PROCESS',
  PROCESSING: 'IN_PROCESS',
  PENDING: 'IN_PROCESS',
  '0': 'IN_PROCESS',
  REJECTED: 'REJECTED',
  '2': 'REJECTED',
  APPROVED: 'APPROVED',
  '1': 'APPROVED',
};

/** §3 Redeem record: reference number, apply time, type, name, quantity, points and amount requirement, status, remark. */
export interface RedeemRecord {
  referenceNo: string;
  /** Epoch milliseconds. */
  applyTime: number;
  type: string;
  name: string;
  quantity: number;
  pointsRequirement: number;
  amountRequirement: number;
  status: RedeemStatus;
  remark?: string;
}

const timeSchema = v.union([
  v.pipe(
    looseNumber,
    v.transform((ms) => (ms < 1e11 ? ms * 1000 : ms)),
  ),
  v.pipe(
    v.string(),
    v.transform((text) => Date.parse(text)),
    v.check((ms) => Number.isFinite(ms), 'a time must be a date'),
  ),
]);

const RedeemRecordSchema = v.pipe(
  withEntityId('reference', 'referenceNo', 'redeemId', 'redeemNo'),
  v.looseObject({
    referenceNo: v.optional(looseString),
    referenceNumber: v.optional(looseString),
    orderNo: v.optional(looseString),
    applyTime: v.optional(timeSchema),
    createTime: v.optional(timeSchema),
    type: v.optional(looseString),
    name: v.optional(looseString),
    rewardName: v.optional(looseString),
    quantity: v.optional(looseNumber),
    pointsRequirement: v.optional(looseNumber),
    points: v.optional(looseNumber),
    amountRequirement: v.optional(looseNumber),
    status: looseString,
    remark: v.optional(v.nullable(looseString)),
  }),
  v.check(
    (value) => (value.referenceNo ?? value.referenceNumber ?? value.orderNo) !== undefined,
    'a redeem record needs its reference number',
  ),
  v.check(
    (value) => REDEEM_STATUS_WORDS[value.status.trim().toUpperCase()] !== undefined,
    'unknown redeem status',
  ),
  v.transform((value): RedeemRecord => {
    const record: RedeemRecord = {
      referenceNo: (value.referenceNo ?? value.referenceNumber ?? value.orderNo) as string,
      applyTime: value.applyTime ?? value.createTime ?? 0,
      type: value.type ?? '',
      name: value.name ?? value.rewardName ?? '',
      quantity: value.quantity ?? 1,
      pointsRequirement: value.pointsRequirement ?? value.points ?? 0,
      amountRequirement: value.amountRequirement ?? 0,
      status: REDEEM_STATUS_WORDS[value.status.trim().toUpperCase()] as RedeemStatus,
    };
    if (value.remark) record.remark = value.remark;
    return record;
  }),
);

/** §3 Points detail row types. */
export const POINT_DETAIL_TYPES = ['LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS', 'REDEEM', 'DEPOSIT'] as const;
export type PointDetailType = (typeof POINT_DETAIL_TYPES)[number];

/** §3 Points detail row: time, changed points, points balance, type. */
export interface PointDetailRow {
  time: number;
  changedPoints: number;
  pointsBalance: number;
  /** One of the §3 types (upper case), or the gateway's own word for another. */
  type: string;
}

const PointDetailRowSchema = v.pipe(
  v.looseObject({
    time: v.optional(timeSchema),
    createTime: v.optional(timeSchema),
    changedPoints: v.optional(looseNumber),
    changePoints: v.optional(looseNumber),
    points: v.optional(looseNumber),
    pointsBalance: v.optional(looseNumber),
    pointBalance: v.optional(looseNumber),
    balance: v.optional(looseNumber),
    type: looseString,
  }),
  v.check((value) => (value.time ?? value.createTime) !== undefined, 'a points row needs its time'),
  v.check(
    (value) => (value.changedPoints ?? value.changePoints ?? value.points) !== undefined,
    'a points row needs its changed points',
  ),
  v.transform(
    (value): PointDetailRow => ({
      time: (value.time ?? value.createTime) as number,
      changedPoints: (value.changedPoints ?? value.changePoints ?? value.points) as number,
      pointsBalance: value.pointsBalance ?? value.pointBalance ?? value.balance ?? 0,
      type: value.type.trim().toUpperCase(),
    }),
  ),
);

/** One page of records and how many pages there are. */
export interface RecordPage<T> {
  list: T[];
  totalPages: number;
}

/**
 * value: `{ list | content | records | rows, totalPages | totalPage | pages }` (also in `{ data }`) | a bare list
 * (one page). Without a page count: one page when there are rows.
 */
function recordPageSchema<T>(row: v.GenericSchema<unknown, T>) {
  const list = lenientList(row) as v.GenericSchema<unknown, T[]>;
  const pageObject = v.pipe(
    v.looseObject({
      list: v.optional(list),
      content: v.optional(list),
      records: v.optional(list),
      rows: v.optional(list),
      totalPages: v.optional(looseNumber),
      totalPage: v.optional(looseNumber),
      pages: v.optional(looseNumber),
    }),
    v.check(
      (o) => (o.list ?? o.content ?? o.records ?? o.rows) !== undefined,
      'a records page needs its list',
    ),
    v.transform((o): RecordPage<T> => {
      const rows = (o.list ?? o.content ?? o.records ?? o.rows) as T[];
      return { list: rows, totalPages: o.totalPages ?? o.totalPage ?? o.pages ?? (rows.length > 0 ? 1 : 0) };
    }),
  );
  const bare = v.pipe(
    list,
    v.transform((rows): RecordPage<T> => ({ list: rows, totalPages: rows.length > 0 ? 1 : 0 })),
  );
  const inData = v.pipe(
    v.looseObject({ data: v.union([pageObject, bare]) }),
    v.transform((o) => o.data),
  );
  return v.union([pageObject, bare, inData]);
}

export const RedeemRecordPageSchema = recordPageSchema(RedeemRecordSchema);
export const PointDetailPageSchema = recordPageSchema(PointDetailRowSchema);
