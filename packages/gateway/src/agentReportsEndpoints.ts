import { REALTIME_SALARY_SLOT_MINUTES } from '@sorte/domain/agent-salary';
import type * as v from 'valibot';
import { define } from './coreEndpoints.ts';
import {
  AgentReportQuerySchema,
  DownlineTransactionPageSchema,
  PalStatementPageSchema,
  RevenuePageSchema,
  salaryRecordPageSchema,
} from './schemas/agentReports.ts';
import { RecordQuerySchema } from './schemas/records.ts';

// The agent centre's reports (spec §2 Agent menu), spread into `endpoints`. The spec names the screens, not their
// calls: each path is a reading in its relay style: MCSFE_ (the agent-facing member service of
// MCSFE_processRealTimeSalaryContract) for the statements, MCS2_ beside each contract's own call (MCS2_processDividendReq,
// MCS2_processDailySalContract, MCS2_processContractHourSalary) for what it paid. Overridable with
// `endpointOverrides` (`/config.json` `endpoints`). All GETs with the period's dates and server paging.

const RELAY = '/wps/relay';

const list = <Request extends v.GenericSchema, Response extends v.GenericSchema>(
  path: string,
  request: Request,
  response: Response,
) =>
  define({
    method: 'GET',
    path: `${RELAY}/${path}`,
    auth: true,
    encrypted: false,
    retry: true,
    request,
    response,
  });

export const agentReportsEndpoints = {
  agentPalStatements: list('MCSFE_getAgentPalStatements', AgentReportQuerySchema, PalStatementPageSchema),
  agentRevenueReport: list('MCSFE_getAgentRevenueReport', AgentReportQuerySchema, RevenuePageSchema),
  agentDownlineTransactions: list(
    'MCSFE_getAgentDownlineTransactions',
    AgentReportQuerySchema,
    DownlineTransactionPageSchema,
  ),
  agentDividendRecords: list('MCS2_getDividendRecords', RecordQuerySchema, salaryRecordPageSchema(0)),
  agentDailySalaryRecords: list(
    'MCS2_getDailySalRecords',
    RecordQuerySchema,
    salaryRecordPageSchema(24 * 60),
  ),
  agentHourSalaryRecords: list(
    'MCS2_getContractHourSalaryRecords',
    RecordQuerySchema,
    salaryRecordPageSchema(60),
  ),
  agentRealtimeSalaryRecords: list(
    'MCSFE_getRealTimeSalaryRecords',
    RecordQuerySchema,
    salaryRecordPageSchema(REALTIME_SALARY_SLOT_MINUTES),
  ),
} as const;
