import { define } from './coreEndpoints.ts';
import {
  ConvertPointRequestSchema,
  ConvertPointResultSchema,
  PointBalanceSchema,
  PointConfigSchema,
  PointDetailPageSchema,
  PointRecordsRequestSchema,
  PointRewardListSchema,
  RedeemPointRewardRequestSchema,
  RedeemPointRewardResultSchema,
  RedeemRecordPageSchema,
} from './schemas/points.ts';

// The point mall's rows of the endpoint table (spec §7 Other relay calls, Points), spread into `endpoints`.
// Reading: the spec lists "MCS2_getPointBalance,
// getPointReward, … getPointConfig", so the MCS2_ prefix is taken to apply to each name.

const RELAY = '/wps/relay';

export const pointsEndpoints = {
  pointBalance: define({
    method: 'GET',
    path: `${RELAY}/MCS2_getPointBalance`,
    modId: 'PTSYS3',
    auth: true,
    encrypted: false,
    retry: true,
    request: undefined,
    response: PointBalanceSchema,
  }),
  // The catalogue and the earning rules are public: a visitor sees the mall before signing in.
  pointRewards: define({
    method: 'GET',
    path: `${RELAY}/MCS2_getPointReward`,
    modId: 'PTSYS3',
    auth: false,
    encrypted: false,
    retry: true,
    request: undefined,
    response: PointRewardListSchema,
  }),
  pointConfig: define({
    method: 'GET',
    path: `${RELAY}/MCS2_getPointConfig`,
    modId: 'PTSYS3',
    auth: false,
    encrypted: false,
    retry: true,
    request: undefined,
    response: PointConfigSchema,
  }),
  redeemPointReward: define({
    method: 'POST',
    path: `${RELAY}/passwordCheck/MCS2_redeemPointReward`,
    modId: 'PTSYS3',
    auth: true,
    encrypted: true,
    // Spends points: never retried automatically (the caller sends an Idempotency-Key).
    retry: false,
    emptyBodyOk: true,
    request: RedeemPointRewardRequestSchema,
    response: RedeemPointRewardResultSchema,
  }),
  // Turns points into main-wallet balance behind the withdraw password: never retried (Idempotency-Key).
  convertPoint: define({
    method: 'POST',
    path: `${RELAY}/passwordCheck/MCS2_convertPoint`,
    modId: 'PTSYS3',
    auth: true,
    encrypted: true,
    retry: false,
    emptyBodyOk: true,
    request: ConvertPointRequestSchema,
    response: ConvertPointResultSchema,
  }),
  redeemRecords: define({
    method: 'GET',
    path: `${RELAY}/MCS2_getRedeemPointList`,
    modId: 'PTSYS3',
    auth: true,
    encrypted: false,
    retry: true,
    request: PointRecordsRequestSchema,
    response: RedeemRecordPageSchema,
  }),
  // Reading: ODSFE2_MemTransDet (§7 Points) is the §3 points detail, paged like the redeem records.
  pointsDetail: define({
    method: 'GET',
    path: `${RELAY}/ODSFE2_MemTransDet`,
    modId: 'PTSYS3',
    auth: true,
    encrypted: false,
    retry: true,
    request: PointRecordsRequestSchema,
    response: PointDetailPageSchema,
  }),
} as const;
