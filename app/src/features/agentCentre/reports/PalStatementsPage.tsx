import { useLingui } from '@lingui/react/macro';
import { OPENING_PERIODS } from '@sorte/domain';
import {
  AccountSearch,
  palStatementTotalItems,
  ReportScopeTabs,
  usePalStatementColumns,
} from '@sorte/ui/agent';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { RecordList } from '../../../lib/recordList/RecordList.tsx';
import { useRecordFormats } from '../../../lib/recordList/useRecordFormats.ts';
import { sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { agentReportKeys, agentReportsCallsAtom, palStatementPages } from './api.ts';
import { useReportScope } from './useReportScope.ts';

/** Profit and loss statements (§2 palStatementsAgentCopy): the team per member, or the agent's own per day. */
export function PalStatementsPage() {
  const { t, i18n } = useLingui();
  const formats = useRecordFormats();
  const calls = useAtomValue(agentReportsCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const { scope, account, setScope, setAccount } = useReportScope();
  const columns = usePalStatementColumns(formats, scope);
  const fetchPage = useMemo(() => palStatementPages(calls, scope, account), [calls, scope, account]);
  return (
    <ReportScopeTabs value={scope} onChange={setScope}>
      <RecordList
        listKey={agentReportKeys.list(token, 'palStatements', scope, account)}
        fetchPage={fetchPage}
        toolbar={scope === 'team' ? <AccountSearch value={account} onSearch={setAccount} /> : null}
        label={scope === 'team' ? t`Lucro e perda da equipe` : t`Lucro e perda pessoal`}
        fileName={scope === 'team' ? 'lucro-perda-equipe' : 'lucro-perda-pessoal'}
        columns={columns}
        rowKey={(row) => row.id}
        fit
        opening={OPENING_PERIODS.lastWeek}
        totalItems={(totals) => palStatementTotalItems(totals, formats, i18n)}
      />
    </ReportScopeTabs>
  );
}
