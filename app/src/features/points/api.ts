import type { ConvertPointRequest, PointsCalls, RedeemPointRewardRequest } from '@sorte/gateway';
import { isGatewayError } from '@sorte/gateway';
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../lib/queryKeys.ts';

export const pointsKeys = {
  rewards: () => ['points', 'rewards'] as const,
  earning: () => ['points', 'config'] as const,
  /** The point balance of the logged-in member (session-scoped). */
  balance: (token: string | null) => ['session', token, 'points', 'balance'] as const,
  /** The member's redeem records and points detail, by page (session-scoped). */
  records: (token: string | null) => ['session', token, 'points', 'records'] as const,
  redeems: (token: string | null, page: number) => [...pointsKeys.records(token), 'redeems', page] as const,
  detail: (token: string | null, page: number) => [...pointsKeys.records(token), 'detail', page] as const,
};

/** Rows per page of the point records. */
export const POINT_RECORDS_PAGE_SIZE = 10;

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
  /** The money intent's key (useMoneyIntent): kept across a reload while the outcome is unknown. */
  idempotencyKey: string;
}

/**
 * passwordCheck/MCS2_redeemPointReward: a redeem spends points and takes stock, so both are read again; so are
 * they after an ambiguous failure (it may have gone through), never after a refusal (nothing changed).
 */
export const redeemPointRewardMutation = (client: QueryClient, calls: PointsCalls, token: string | null) =>
  mutationOptions({
    mutationFn: ({ request, idempotencyKey }: RedeemVariables) => calls.redeem(request, { idempotencyKey }),
    onSettled: (_result, error) => {
      if (error && isGatewayError(error) && error.kind === 'rejected') return;
      void client.invalidateQueries({ queryKey: pointsKeys.balance(token) });
      void client.invalidateQueries({ queryKey: pointsKeys.rewards() });
      void client.invalidateQueries({ queryKey: pointsKeys.records(token) });
    },
  });

/** MCS2_getRedeemPointList: one page of the member's redeem records (the previous page stays while the next loads). */
export const redeemRecordsQuery = (calls: PointsCalls, token: string | null, page: number) =>
  queryOptions({
    queryKey: pointsKeys.redeems(token, page),
    queryFn: ({ signal }) =>
      calls.redeemRecords({ pageNo: page, pageSize: POINT_RECORDS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

/** ODSFE2_MemTransDet: one page of the member's points detail. */
export const pointsDetailQuery = (calls: PointsCalls, token: string | null, page: number) =>
  queryOptions({
    queryKey: pointsKeys.detail(token, page),
    queryFn: ({ signal }) => calls.detail({ pageNo: page, pageSize: POINT_RECORDS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

export interface ConvertVariables {
  request: ConvertPointRequest;
  /** The money intent's key (useMoneyIntent): kept across a reload while the outcome is unknown. */
  idempotencyKey: string;
}

/**
 * passwordCheck/MCS2_convertPoint: points go down, the main wallet goes up, and both records gain a row, so all
 * are read again; so are they after an ambiguous failure (it may have gone through), never after a refusal.
 */
export const convertPointMutation = (client: QueryClient, calls: PointsCalls, token: string | null) =>
  mutationOptions({
    mutationKey: ['point-convert'],
    mutationFn: ({ request, idempotencyKey }: ConvertVariables) => calls.convert(request, { idempotencyKey }),
    onSettled: (_result, error) => {
      if (error && isGatewayError(error) && error.kind === 'rejected') return;
      void client.invalidateQueries({ queryKey: pointsKeys.balance(token) });
      void client.invalidateQueries({ queryKey: pointsKeys.records(token) });
      void client.invalidateQueries({ queryKey: queryKeys.balance(token) });
    },
  });
