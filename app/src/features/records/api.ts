import type { RecordsCalls } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';

export type RecordListName = 'bets' | 'transactions' | 'profit' | 'bonuses';

export type PageOf<Name extends RecordListName> = Awaited<ReturnType<RecordsCalls[Name]>>;

export const recordKeys = {
  all: (token: string | null) => ['session', token, 'records'] as const,
  list: (token: string | null, name: string) => ['session', token, 'records', name] as const,
  rebates: (token: string | null) => ['session', token, 'records', 'rebates'] as const,
};

export const rebatesQuery = (calls: RecordsCalls, token: string | null) =>
  queryOptions({
    queryKey: recordKeys.rebates(token),
    queryFn: ({ signal }) => calls.rebates({ signal }),
    staleTime: 15_000,
  });

/** MCS2_claimManualRebate (a reading): one category's rebate, or every category's, under the money intent's key. */
export const claimRebate = (calls: RecordsCalls, gameCategory: string | undefined, idempotencyKey: string) =>
  calls.claimRebate(gameCategory, { idempotencyKey });
