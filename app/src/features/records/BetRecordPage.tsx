import { useLingui } from '@lingui/react/macro';
import { OPENING_PERIODS } from '@sorte/domain';
import { betTotalItems, useBetColumns } from '@sorte/ui/records';
import { ALLOWED, useRecordSelects } from '../../lib/recordList/recordSelects.ts';
import { useRecordFormats } from '../../lib/recordList/useRecordFormats.ts';
import { RecordListPage } from './RecordListPage.tsx';

/** Betting record (§2 personalHistoryCopy): every bet of the period, by status and game category. */
export function BetRecordPage() {
  const { t, i18n } = useLingui();
  const formats = useRecordFormats();
  return (
    <RecordListPage
      name="bets"
      label={t`Registro de apostas`}
      fileName="apostas"
      columns={useBetColumns(formats)}
      rowKey={(row) => row.id}
      totalItems={(totals) => betTotalItems(totals, formats, i18n)}
      selects={useRecordSelects('bets')}
      allowed={ALLOWED.bets}
      opening={OPENING_PERIODS.lastWeek}
    />
  );
}
