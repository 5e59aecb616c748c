import { useLingui } from '@lingui/react/macro';
import { OPENING_PERIODS } from '@sorte/domain';
import { AccountSearch, useDownlineTransactionColumns } from '@sorte/ui/agent';
import { transactionTotalItems } from '@sorte/ui/records';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { RecordList } from '../../../lib/recordList/RecordList.tsx';
import { ALLOWED, useRecordSelects } from '../../../lib/recordList/recordSelects.ts';
import { useRecordFormats } from '../../../lib/recordList/useRecordFormats.ts';
import { sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { agentReportKeys, agentReportsCallsAtom, downlineTransactionPages } from './api.ts';
import { useReportScope } from './useReportScope.ts';

/**
 * Downline transaction details (§2 agentDownlineTransactionDetailsCopy): the team's deposits, withdrawals,
 * transfers, bonuses … by type, status and member account.
 */
export function DownlineTransactionsPage() {
  const { t, i18n } = useLingui();
  const formats = useRecordFormats();
  const calls = useAtomValue(agentReportsCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const { account, setAccount } = useReportScope();
  const fetchPage = useMemo(() => downlineTransactionPages(calls, account), [calls, account]);
  return (
    <RecordList
      listKey={agentReportKeys.list(token, 'downlineTransactions', account)}
      fetchPage={fetchPage}
      toolbar={<AccountSearch value={account} onSearch={setAccount} />}
      label={t`Transações da equipe`}
      fileName="transacoes-equipe"
      columns={useDownlineTransactionColumns(formats)}
      rowKey={(row) => row.id}
      totalItems={(totals) => transactionTotalItems(totals, formats, i18n)}
      selects={useRecordSelects('transactions')}
      allowed={ALLOWED.transactions}
      opening={OPENING_PERIODS.lastWeek}
    />
  );
}
