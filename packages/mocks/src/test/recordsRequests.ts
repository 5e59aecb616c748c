import { addDays, todayIn } from '@sorte/domain/records-periods';
import type { EndpointName } from '@sorte/gateway';

// Requests of the records' calls (and the agent reports', answered for anyone: jogador01's team is empty) that succeed for jogador01 against a fresh db (schemas.test.ts round trip): the
// last month, one page.
const today = todayIn(Date.now());
const lastMonth = { startDate: addDays(today, -30), endDate: today, pageNo: 1, pageSize: 50 };

export const RECORDS_REQUESTS: Partial<Record<EndpointName, unknown>> = {
  betRecords: lastMonth,
  transactionRecords: lastMonth,
  profitRecords: lastMonth,
  bonusRecords: lastMonth,
  rebateClaim: {},
  agentPalStatements: { ...lastMonth, scope: 'team' },
  agentRevenueReport: lastMonth,
  agentDownlineTransactions: lastMonth,
  agentDividendRecords: { ...lastMonth, startDate: addDays(today, -60) },
  agentDailySalaryRecords: lastMonth,
  agentHourSalaryRecords: lastMonth,
  agentRealtimeSalaryRecords: lastMonth,
};
