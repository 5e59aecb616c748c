import { useLingui } from '@lingui/react/macro';
import { OPENING_PERIODS } from '@sorte/domain';
import { revenueTotalItems, useRevenueColumns } from '@sorte/ui/agent';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { RecordList } from '../../../lib/recordList/RecordList.tsx';
import { useRecordFormats } from '../../../lib/recordList/useRecordFormats.ts';
import { sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { agentReportKeys, agentReportsCallsAtom, revenuePages } from './api.ts';

/** Revenue report (§2 agentRevenueReport): the team's bets and the agent's revenue per game category of the lobby. */
export function RevenueReportPage() {
  const { t, i18n } = useLingui();
  const formats = useRecordFormats();
  const calls = useAtomValue(agentReportsCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const fetchPage = useMemo(() => revenuePages(calls), [calls]);
  return (
    <RecordList
      listKey={agentReportKeys.list(token, 'revenue')}
      fetchPage={fetchPage}
      label={t`Receita por categoria de jogo`}
      fileName="receita-agente"
      columns={useRevenueColumns(formats)}
      rowKey={(row) => row.gameCategory}
      fit
      opening={OPENING_PERIODS.lastWeek}
      totalItems={(totals) => revenueTotalItems(totals, formats, i18n)}
    />
  );
}
