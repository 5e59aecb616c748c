import { useLingui } from '@lingui/react/macro';
import { OPENING_PERIODS, type RevenueRow, type RevenueTotals } from '@sorte/domain';
import { revenueTotalItems, useRevenueColumns } from '@sorte/ui/agent';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { RecordList } from '../../../lib/recordList/RecordList.tsx';
import type { RecordPageFetcher } from '../../../lib/recordList/recordListQuery.ts';
import { useRecordFormats } from '../../../lib/recordList/useRecordFormats.ts';
import { sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { agentReportKeys, agentReportsCallsAtom } from './agentReportsGateway.ts';

/** Revenue report (§2 agentRevenueReport): the team's bets and the agent's revenue per game category of the lobby. */
export function RevenueReportPage() {
  const { t, i18n } = useLingui();
  const formats = useRecordFormats();
  const calls = useAtomValue(agentReportsCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const fetchPage = useCallback<RecordPageFetcher<RevenueRow, RevenueTotals>>(
    (query, options) => calls.revenue({ ...query, scope: 'team' }, options),
    [calls],
  );
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
