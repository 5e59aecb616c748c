import type { SalaryKind } from '@sorte/domain/agent-reports';
import { transactionTotals } from '@sorte/domain/records-totals';
import { AgentReportQuerySchema } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import {
  type AgentReportFilters,
  downlineTransactionsOf,
  palStatementsOf,
  palTotals,
  revenueOf,
  revenueTotals,
  salaryRecordsOf,
  salaryTotals,
} from '../agentReportsState.ts';
import type { MockAccount } from '../fixtures/mockAccount.ts';
import { recordPage } from '../recordsState.ts';
import { member } from './cashier.ts';
import { readQuery } from './query.ts';
import { endpointHandler, type HandlerContext, ok } from './respond.ts';

type ReportName =
  | 'agentPalStatements'
  | 'agentRevenueReport'
  | 'agentDownlineTransactions'
  | 'agentDividendRecords'
  | 'agentDailySalaryRecords'
  | 'agentHourSalaryRecords'
  | 'agentRealtimeSalaryRecords';

/** The agent centre's reports (../agentReportsState.ts): paged on the server, totals of the whole range. */
export function agentReportsHandlers(ctx: HandlerContext): HttpHandler[] {
  const report = <Row, Totals>(
    name: ReportName,
    rowsOf: (filters: AgentReportFilters, who: MockAccount) => Row[],
    totals: (rows: Row[]) => Totals,
  ) =>
    endpointHandler(ctx, name, ({ request }) => {
      const found = member(ctx, request);
      if ('response' in found) return found.response;
      const query = readQuery(request, AgentReportQuerySchema);
      if (!query.ok) return query.response;
      const { pageNo, pageSize, ...filters } = query.data;
      const page = recordPage(rowsOf(filters, found.who), totals, pageNo, pageSize);
      return ok({ list: page.rows, total: page.total, totalPages: page.totalPages, totals: page.totals });
    });
  const salary = (name: ReportName, kind: SalaryKind) =>
    report(
      name,
      (filters, who) => {
        const { scope: _scope, account: _account, ...recordFilters } = filters;
        return salaryRecordsOf(ctx.db, who, kind, recordFilters);
      },
      salaryTotals,
    );

  return [
    report('agentPalStatements', (filters, who) => palStatementsOf(ctx.db, who, filters), palTotals),
    report('agentRevenueReport', (filters, who) => revenueOf(ctx.db, who, filters), revenueTotals),
    report(
      'agentDownlineTransactions',
      (filters, who) => downlineTransactionsOf(ctx.db, who, filters),
      transactionTotals,
    ),
    salary('agentDividendRecords', 'dividend'),
    salary('agentDailySalaryRecords', 'daily'),
    salary('agentHourSalaryRecords', 'hourly'),
    salary('agentRealtimeSalaryRecords', 'realtime'),
  ];
}
