import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  OPENING_PERIODS,
  type OpeningPeriod,
  SALARY_STATUSES,
  type SalaryKind,
  salaryStatusMessages,
} from '@sorte/domain';
import { salaryTotalItems, useSalaryColumns } from '@sorte/ui/agent';
import type { RecordFilterSelect } from '@sorte/ui/records';
import { useAtomValue } from 'jotai';
import { type ReactNode, useMemo } from 'react';
import { RecordList } from '../../../lib/recordList/RecordList.tsx';
import { useRecordFormats } from '../../../lib/recordList/useRecordFormats.ts';
import { sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { agentReportKeys, agentReportsCallsAtom, salaryRecordPages } from './api.ts';

const ALLOWED = { status: SALARY_STATUSES };

const TABLE_NAMES = {
  dividend: msg`Registros de dividendos`,
  daily: msg`Salários diários`,
  hourly: msg`Salários por hora`,
  realtime: msg`Salários em tempo real`,
} as const satisfies Record<SalaryKind, MessageDescriptor>;

/** A dividend settles twice a month, a daily salary once a day, the others every hour (issue 23). */
const OPENING = {
  dividend: OPENING_PERIODS.semimonthly,
  daily: OPENING_PERIODS.lastWeek,
  hourly: OPENING_PERIODS.today,
  realtime: OPENING_PERIODS.today,
} as const satisfies Record<SalaryKind, OpeningPeriod>;

const FILE_NAMES = {
  dividend: 'dividendos',
  daily: 'salario-diario',
  hourly: 'salario-por-hora',
  realtime: 'salario-tempo-real',
} as const satisfies Record<SalaryKind, string>;

export interface SalaryRecordsPageProps {
  kind: SalaryKind;
  /** Shown above the filter (the real-time salary's next settlement). */
  toolbar?: ReactNode;
}

/**
 * What the agent earned under one contract (§2 agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary; §3 Contract terms): per period, the team's figures, the rate applied, the amount, its status.
 */
export function SalaryRecordsPage({ kind, toolbar }: SalaryRecordsPageProps) {
  const { t, i18n } = useLingui();
  const formats = useRecordFormats();
  const calls = useAtomValue(agentReportsCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const fetchPage = useMemo(() => salaryRecordPages(calls, kind), [calls, kind]);
  const selects = useMemo<RecordFilterSelect[]>(
    () => [
      {
        key: 'status',
        label: t`Situação`,
        options: SALARY_STATUSES.map((status) => ({
          value: status,
          label: i18n._(salaryStatusMessages[status]),
        })),
      },
    ],
    [t, i18n],
  );
  return (
    <RecordList
      listKey={agentReportKeys.list(token, 'salary', kind)}
      fetchPage={fetchPage}
      toolbar={toolbar}
      label={i18n._(TABLE_NAMES[kind])}
      fileName={FILE_NAMES[kind]}
      columns={useSalaryColumns(formats, kind)}
      rowKey={(row) => row.id}
      fit
      totalItems={(totals) => salaryTotalItems(totals, formats, i18n, kind)}
      selects={selects}
      allowed={ALLOWED}
      opening={OPENING[kind]}
    />
  );
}

export const DividendRecordsPage = () => <SalaryRecordsPage kind="dividend" />;
export const DailyWagesPage = () => <SalaryRecordsPage kind="daily" />;
export const HourSalaryPage = () => <SalaryRecordsPage kind="hourly" />;
