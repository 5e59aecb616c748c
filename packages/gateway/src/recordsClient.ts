import type {
  BetRecord,
  BetTotals,
  BonusRecord,
  BonusTotals,
  ProfitRecord,
  ProfitTotals,
  RebateCategory,
  RebateClaimResult,
  RecordPage,
  RecordQuery,
  TransactionRecord,
  TransactionTotals,
} from '@sorte/domain/records-model';
import { IDEMPOTENCY_KEY_HEADER, type MoneyCallOptions } from './cashierClient.ts';
import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import type { RecordQueryParams } from './schemas/records.ts';

/** `client.records`: the member centre's record lists and the manual rebate. */
export interface RecordsCalls {
  /** Betting record (personalHistoryCopy): bets of the range, newest first, with the range's totals. */
  bets(query: RecordQuery, options?: CallOptions): Promise<RecordPage<BetRecord, BetTotals>>;
  /** Account record (transactionHistory): the main wallet's movements. */
  transactions(
    query: RecordQuery,
    options?: CallOptions,
  ): Promise<RecordPage<TransactionRecord, TransactionTotals>>;
  /** Personal profit and loss (personalProfit): one row per day and game category. */
  profit(query: RecordQuery, options?: CallOptions): Promise<RecordPage<ProfitRecord, ProfitTotals>>;
  /** Bonus details (bonusDetails). */
  bonuses(query: RecordQuery, options?: CallOptions): Promise<RecordPage<BonusRecord, BonusTotals>>;
  /** Manual rebate (manualRebate): what can be claimed now, per game category. */
  rebates(options?: CallOptions): Promise<RebateCategory[]>;
  /** Claims one category's rebate (or all, without one) into the main wallet. Never retried: pass the intent's key. */
  claimRebate(gameCategory: string | undefined, options: MoneyCallOptions): Promise<RebateClaimResult>;
}

/** A record query as the gateway's parameters: startDate, endDate, the filters given, pageNo, pageSize. */
export function recordQueryParams({
  range,
  type,
  status,
  gameCategory,
  pageNo,
  pageSize,
}: RecordQuery): RecordQueryParams {
  const params: RecordQueryParams = { startDate: range.start, endDate: range.end, pageNo, pageSize };
  if (type) params.type = type;
  if (status) params.status = status;
  if (gameCategory) params.gameCategory = gameCategory;
  return params;
}

export function recordsCalls(call: GatewayClient['call']): RecordsCalls {
  return {
    bets: (query, o) => call('betRecords', recordQueryParams(query), o),
    transactions: (query, o) => call('transactionRecords', recordQueryParams(query), o),
    profit: (query, o) => call('profitRecords', recordQueryParams(query), o),
    bonuses: (query, o) => call('bonusRecords', recordQueryParams(query), o),
    rebates: async (o) => (await call('rebateCategories', undefined, o)) ?? [],
    claimRebate: async (gameCategory, { idempotencyKey, ...o }) =>
      (await call('rebateClaim', gameCategory ? { gameCategory } : {}, {
        ...o,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      })) ?? { claimed: 0 },
  };
}
