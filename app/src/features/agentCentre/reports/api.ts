import type {
  DownlineTransaction,
  PalStatementRow,
  PalStatementTotals,
  ReportScope,
  RevenueRow,
  RevenueTotals,
  SalaryKind,
  SalaryRecord,
  SalaryTotals,
  TransactionTotals,
} from '@sorte/domain';
import { type AgentReportsCalls, agentReportsCalls, agentReportsEndpoints } from '@sorte/gateway';
import { atom } from 'jotai';
import type { RecordPageFetcher } from '../../../lib/recordList/recordListQuery.ts';
import { requiredGatewayAtom } from '../../../state/configAtoms.ts';

/** The agent reports' calls over the entry's gateway client; their schemas load with the report pages. */
export const agentReportsCallsAtom = atom<AgentReportsCalls>((get) =>
  agentReportsCalls(get(requiredGatewayAtom).withEndpoints(agentReportsEndpoints).call),
);

export const agentReportKeys = {
  list: (token: string | null, report: string, ...narrowing: readonly string[]) =>
    ['session', token, 'agentReports', report, ...narrowing] as const,
};

// The report pages' fetchers (issue 24 item 6: the feature's one table of calls); each page keeps its own as a memo.

/** §2 palStatementsAgentCopy: the team per member (narrowed to an account) or the agent's own per day. */
export const palStatementPages =
  (
    calls: AgentReportsCalls,
    scope: ReportScope,
    account: string,
  ): RecordPageFetcher<PalStatementRow, PalStatementTotals> =>
  (query, options) =>
    calls.palStatements({ ...query, scope, account }, options);

/** §2 agentRevenueReport: the team's, by game category. */
export const revenuePages =
  (calls: AgentReportsCalls): RecordPageFetcher<RevenueRow, RevenueTotals> =>
  (query, options) =>
    calls.revenue({ ...query, scope: 'team' }, options);

/** §2 agentDownlineTransactionDetailsCopy, narrowed to an account. */
export const downlineTransactionPages =
  (calls: AgentReportsCalls, account: string): RecordPageFetcher<DownlineTransaction, TransactionTotals> =>
  (query, options) =>
    calls.downlineTransactions({ ...query, account }, options);

/** The dividend and salary records of one contract kind. */
export const salaryRecordPages =
  (calls: AgentReportsCalls, kind: SalaryKind): RecordPageFetcher<SalaryRecord, SalaryTotals> =>
  (query, options) =>
    calls.salary(kind, query, options);
