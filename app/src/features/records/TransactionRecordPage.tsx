import { useLingui } from '@lingui/react/macro';
import { OPENING_PERIODS, type TransactionRecord } from '@sorte/domain';
import { transactionTotalItems, useTransactionColumns } from '@sorte/ui/records';
import { useMemo } from 'react';
import { ALLOWED, useRecordSelects } from '../../lib/recordList/recordSelects.ts';
import { useRecordFormats } from '../../lib/recordList/useRecordFormats.ts';
import { RecordListPage } from './RecordListPage.tsx';
import { RecordSearch } from './RecordSearch.tsx';

/** Account record (§2 transactionHistory): the main wallet's movements, by type and status, and by number. */
export function TransactionRecordPage() {
  const { t, i18n } = useLingui();
  const formats = useRecordFormats();
  const movementColumns = useTransactionColumns(formats);
  // Issue 23 defect 10: "Saldo após" was a column of dashes on a gateway that does not give it.
  const columns = useMemo(
    () =>
      movementColumns.map((column) =>
        column.id === 'balance'
          ? { ...column, givenIn: (row: TransactionRecord) => row.balanceAfter !== undefined }
          : column,
      ),
    [movementColumns],
  );
  return (
    <RecordListPage
      name="transactions"
      label={t`Registro da conta`}
      fileName="transacoes"
      columns={columns}
      toolbar={
        <RecordSearch
          name="transactions"
          label={t`Buscar pelo número da transação`}
          tableLabel={t`Transações encontradas`}
          columns={columns}
          allowed={ALLOWED.transactions}
          opening={OPENING_PERIODS.lastWeek}
        />
      }
      rowKey={(row) => row.id}
      totalItems={(totals) => transactionTotalItems(totals, formats, i18n)}
      selects={useRecordSelects('transactions')}
      allowed={ALLOWED.transactions}
      opening={OPENING_PERIODS.lastWeek}
    />
  );
}
