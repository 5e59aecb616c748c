import type {
  AgentReportExtras,
  DownlineTransaction,
  PalStatementRow,
  PalStatementTotals,
  RevenueRow,
  RevenueTotals,
  SalaryKind,
  SalaryRecord,
  SalaryTotals,
} from '@sorte/domain/agent-reports';
import type { RecordPage, RecordQuery, TransactionTotals } from '@sorte/domain/records-model';
import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import { recordQueryParams } from './recordsClient.ts';
import type { AgentReportQueryParams } from './schemas/agentReports.ts';

export type AgentReportQuery = RecordQuery & AgentReportExtras;

/** `client.agentReports`: the agent centre's reports (§2 Agent menu), one server page at a time. */
export interface AgentReportsCalls {
  /** palStatementsAgentCopy: the team's statement per member, or the agent's own per day (`scope`). */
  palStatements(
    query: AgentReportQuery,
    options?: CallOptions,
  ): Promise<RecordPage<PalStatementRow, PalStatementTotals>>;
  /** agentRevenueReport: the team's bets and the agent's revenue per game category. */
  revenue(query: AgentReportQuery, options?: CallOptions): Promise<RecordPage<RevenueRow, RevenueTotals>>;
  /** agentDownlineTransactionDetailsCopy: the downlines' wallet movements (`account` narrows to one). */
  downlineTransactions(
    query: AgentReportQuery,
    options?: CallOptions,
  ): Promise<RecordPage<DownlineTransaction, TransactionTotals>>;
  /** agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary: what each period paid. */
  salary(
    kind: SalaryKind,
    query: RecordQuery,
    options?: CallOptions,
  ): Promise<RecordPage<SalaryRecord, SalaryTotals>>;
}

/** An agent report query as the gateway's parameters: the record query's, plus `scope` and `account` when given. */
export function agentReportParams({ scope, account, ...query }: AgentReportQuery): AgentReportQueryParams {
  const params: AgentReportQueryParams = recordQueryParams(query);
  if (scope) params.scope = scope;
  if (account?.trim()) params.account = account.trim();
  return params;
}

const SALARY_ENDPOINTS = {
  dividend: 'agentDividendRecords',
  daily: 'agentDailySalaryRecords',
  hourly: 'agentHourSalaryRecords',
  realtime: 'agentRealtimeSalaryRecords',
} as const satisfies Record<SalaryKind, string>;

export function agentReportsCalls(call: GatewayClient['call']): AgentReportsCalls {
  return {
    palStatements: (query, o) => call('agentPalStatements', agentReportParams(query), o),
    revenue: (query, o) => call('agentRevenueReport', agentReportParams(query), o),
    downlineTransactions: (query, o) => call('agentDownlineTransactions', agentReportParams(query), o),
    salary: (kind, query, o) => call(SALARY_ENDPOINTS[kind], recordQueryParams(query), o),
  };
}
