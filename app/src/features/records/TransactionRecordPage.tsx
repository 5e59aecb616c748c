import { useLingui } from '@lingui/react/macro';
import { OPENING_PERIODS } from '@sorte/domain';
import { transactionTotalItems, useTransactionColumns } from '@sorte/ui/records';
import { ALLOWED, useRecordSelects } from '../../lib/recordList/recordSelects.ts';
import { useRecordFormats } from '../../lib/recordList/useRecordFormats.ts';
import { RecordListPage } from './RecordListPage.tsx';
import { RecordSearch } from './RecordSearch.tsx';

/** Account record (§2 transactionHistory): the main wallet's movements, by type and status, and by number. */
export function TransactionRecordPage() {
  const { t, i18n } = useLingui();
  const formats = useRecordFormats();
  const columns = useTransactionColumns(formats);
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
