import { type MoneyCallOptions, moneyOptions } from './cashierClient.ts';
import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import type { EndpointOutput } from './endpoints.ts';
import type { ConvertPointRequest, PointRecordsRequest, RedeemPointRewardRequest } from './schemas/points.ts';

/** `client.points`: the point mall's calls of spec §7 (Points). */
export interface PointsCalls {
  /** MCS2_getPointBalance (token): `{ points }`. */
  balance(options?: CallOptions): Promise<EndpointOutput<'pointBalance'>>;
  /** MCS2_getPointReward: the reward catalogue (public). */
  rewards(options?: CallOptions): Promise<EndpointOutput<'pointRewards'>>;
  /** MCS2_getPointConfig: how points are earned per category (public). */
  config(options?: CallOptions): Promise<EndpointOutput<'pointConfig'>>;
  /**
   * passwordCheck/MCS2_redeemPointReward (token, encrypted, never retried) under the money intent's Idempotency-Key,
   * reused when the player tries again after an unknown outcome.
   */
  redeem(
    body: RedeemPointRewardRequest,
    options: MoneyCallOptions,
  ): Promise<EndpointOutput<'redeemPointReward'>>;
  /**
   * passwordCheck/MCS2_convertPoint (token, encrypted, never retried): points to main-wallet balance behind the
   * withdraw password, within the point config's minimum and step; an Idempotency-Key as for redeem.
   */
  convert(body: ConvertPointRequest, options: MoneyCallOptions): Promise<EndpointOutput<'convertPoint'>>;
  /** MCS2_getRedeemPointList (token): one page of §3 redeem records, newest first. */
  redeemRecords(page: PointRecordsRequest, options?: CallOptions): Promise<EndpointOutput<'redeemRecords'>>;
  /** ODSFE2_MemTransDet (token): one page of §3 points detail rows, newest first. */
  detail(page: PointRecordsRequest, options?: CallOptions): Promise<EndpointOutput<'pointsDetail'>>;
}

export function pointsCalls(call: GatewayClient['call']): PointsCalls {
  return {
    balance: (o) => call('pointBalance', undefined, o),
    rewards: (o) => call('pointRewards', undefined, o),
    config: (o) => call('pointConfig', undefined, o),
    redeem: (body, o) => call('redeemPointReward', body, moneyOptions(o)),
    convert: (body, o) => call('convertPoint', body, moneyOptions(o)),
    redeemRecords: (page, o) => call('redeemRecords', page, o),
    detail: (page, o) => call('pointsDetail', page, o),
  };
}
