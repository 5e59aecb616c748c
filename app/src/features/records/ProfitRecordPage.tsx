import { useLingui } from '@lingui/react/macro';
import { OPENING_PERIODS } from '@sorte/domain';
import { betTotalItems, useProfitColumns } from '@sorte/ui/records';
import { ALLOWED, useRecordSelects } from '../../lib/recordList/recordSelects.ts';
import { useRecordFormats } from '../../lib/recordList/useRecordFormats.ts';
import { RecordListPage } from './RecordListPage.tsx';

/** Personal profit and loss (§2 personalProfit): each day's result per game category. */
export function ProfitRecordPage() {
  const { t, i18n } = useLingui();
  const formats = useRecordFormats();
  return (
    <RecordListPage
      name="profit"
      label={t`Lucro e perda pessoal`}
      fileName="lucro-perda"
      columns={useProfitColumns(formats)}
      rowKey={(row) => `${row.date}:${row.gameCategory}`}
      totalItems={(totals) => betTotalItems(totals, formats, i18n)}
      selects={useRecordSelects('profit')}
      allowed={ALLOWED.profit}
      opening={OPENING_PERIODS.lastWeek}
    />
  );
}
