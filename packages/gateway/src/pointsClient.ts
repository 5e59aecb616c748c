import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import type { EndpointOutput } from './endpoints.ts';
import type { RedeemPointRewardRequest } from './schemas/points.ts';

/** `client.points`: the point mall's calls of spec §7 (Points). */
export interface PointsCalls {
  /** MCS2_getPointBalance (token): `{ points }`. */
  balance(options?: CallOptions): Promise<EndpointOutput<'pointBalance'>>;
  /** MCS2_getPointReward: the reward catalogue (public). */
  rewards(options?: CallOptions): Promise<EndpointOutput<'pointRewards'>>;
  /** MCS2_getPointConfig: how points are earned per category (public). */
  config(options?: CallOptions): Promise<EndpointOutput<'pointConfig'>>;
  /**
   * passwordCheck/MCS2_redeemPointReward (token, encrypted, never retried). Pass an `Idempotency-Key` header made
   * when the confirm dialog opened, and reuse it when the player tries again.
   */
  redeem(body: RedeemPointRewardRequest, options?: CallOptions): Promise<EndpointOutput<'redeemPointReward'>>;
}

export function pointsCalls(call: GatewayClient['call']): PointsCalls {
  return {
    balance: (o) => call('pointBalance', undefined, o),
    rewards: (o) => call('pointRewards', undefined, o),
    config: (o) => call('pointConfig', undefined, o),
    redeem: (body, o) => call('redeemPointReward', body, o),
  };
}
