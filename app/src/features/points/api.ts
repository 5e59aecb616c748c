import type { PointsCalls, RedeemPointRewardRequest } from '@sorte/gateway';
import { isGatewayError } from '@sorte/gateway';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';

export const pointsKeys = {
  rewards: () => ['points', 'rewards'] as const,
  earning: () => ['points', 'config'] as const,
  /** The point balance of the logged-in member (session-scoped). */
  balance: (token: string | null) => ['session', token, 'points', 'balance'] as const,
};

/** The reward catalogue (with stock). */
export const pointRewardsQuery = (calls: PointsCalls) =>
  queryOptions({ queryKey: pointsKeys.rewards(), queryFn: ({ signal }) => calls.rewards({ signal }) });

/** How points are earned. */
export const pointEarningQuery = (calls: PointsCalls) =>
  queryOptions({
    queryKey: pointsKeys.earning(),
    queryFn: ({ signal }) => calls.config({ signal }),
    staleTime: 10 * 60_000,
  });

/** The member's point balance. */
export const pointBalanceQuery = (calls: PointsCalls, token: string | null) =>
  queryOptions({
    queryKey: pointsKeys.balance(token),
    queryFn: ({ signal }) => calls.balance({ signal }),
    enabled: token !== null,
  });

export interface RedeemVariables {
  request: RedeemPointRewardRequest;
  /** Made when the dialog opens and reused when the player tries again (quality bar: money actions). */
  idempotencyKey: string;
}

/**
 * passwordCheck/MCS2_redeemPointReward: a redeem spends points and takes stock, so both are read again; so are
 * they after an ambiguous failure (it may have gone through), never after a refusal (nothing changed).
 */
export const redeemPointRewardMutation = (client: QueryClient, calls: PointsCalls, token: string | null) =>
  mutationOptions({
    mutationFn: ({ request, idempotencyKey }: RedeemVariables) =>
      calls.redeem(request, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSettled: (_result, error) => {
      if (error && isGatewayError(error) && error.kind === 'rejected') return;
      void client.invalidateQueries({ queryKey: pointsKeys.balance(token) });
      void client.invalidateQueries({ queryKey: pointsKeys.rewards() });
    },
  });
