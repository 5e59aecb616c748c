import { betTotals, bonusTotals, transactionTotals } from '@sorte/domain/records-totals';
import { endpoints, RecordQuerySchema } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import {
  betsOf,
  bonusesOf,
  claimRebates,
  movementsWithBalanceOf,
  profitOf,
  type RecordFilters,
  rebatesOf,
  recordPage,
} from '../recordsState.ts';
import { member, moneyCall } from './cashier.ts';
import { readQuery } from './query.ts';
import { endpointHandler, type HandlerContext, ok, readPayload } from './respond.ts';

/** The member centre's records and manual rebate (../recordsState.ts): paged, filtered, totals of the whole range. */
export function recordsHandlers(ctx: HandlerContext): HttpHandler[] {
  const listHandler = <Row, Totals>(
    name: 'betRecords' | 'transactionRecords' | 'profitRecords' | 'bonusRecords',
    rowsOf: (filters: RecordFilters, who: Parameters<typeof betsOf>[1]) => Row[],
    totals: (rows: Row[]) => Totals,
  ) =>
    endpointHandler(ctx, name, ({ request }) => {
      const found = member(ctx, request);
      if ('response' in found) return found.response;
      const query = readQuery(request, RecordQuerySchema);
      if (!query.ok) return query.response;
      const { pageNo, pageSize, ...filters } = query.data;
      const {
        rows,
        total,
        totalPages,
        totals: sums,
      } = recordPage(rowsOf(filters, found.who), totals, pageNo, pageSize);
      return ok({ list: rows, total, totalPages, totals: sums });
    });

  return [
    listHandler('betRecords', (filters, who) => betsOf(ctx.db, who, filters), betTotals),
    listHandler(
      'transactionRecords',
      (filters, who) => movementsWithBalanceOf(ctx.db, who, filters),
      transactionTotals,
    ),
    listHandler('profitRecords', (filters, who) => profitOf(ctx.db, who, filters), betTotals),
    listHandler('bonusRecords', (filters, who) => bonusesOf(ctx.db, who, filters), bonusTotals),

    endpointHandler(ctx, 'rebateCategories', ({ request }) => {
      const found = member(ctx, request);
      return 'response' in found ? found.response : ok({ list: rebatesOf(ctx.db, found.who) });
    }),

    endpointHandler(ctx, 'rebateClaim', async ({ request }) => {
      const found = member(ctx, request);
      if ('response' in found) return found.response;
      const { who } = found;
      const payload = await readPayload(ctx, request, endpoints.rebateClaim.request);
      if (!payload.ok) return payload.response;
      return moneyCall(ctx, request, who, 'rebateClaim', payload.data, () =>
        ok({ claimed: claimRebates(ctx.db, who, payload.data.gameCategory), balance: who.balance }),
      );
    }),
  ];
}
