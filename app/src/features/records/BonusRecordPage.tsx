import { useLingui } from '@lingui/react/macro';
import { OPENING_PERIODS } from '@sorte/domain';
import { bonusTotalItems, useBonusColumns } from '@sorte/ui/records';
import { ALLOWED, useRecordSelects } from '../../lib/recordList/recordSelects.ts';
import { useRecordFormats } from '../../lib/recordList/useRecordFormats.ts';
import { RecordListPage } from './RecordListPage.tsx';

/** Bonus details (§2 bonusDetails): bonuses credited, pending or refused, by type and status. */
export function BonusRecordPage() {
  const { t, i18n } = useLingui();
  const formats = useRecordFormats();
  return (
    <RecordListPage
      name="bonuses"
      label={t`Detalhes do bônus`}
      fileName="bonus"
      columns={useBonusColumns(formats)}
      rowKey={(row) => row.id}
      totalItems={(totals) => bonusTotalItems(totals, formats, i18n)}
      selects={useRecordSelects('bonuses')}
      allowed={ALLOWED.bonuses}
      opening={OPENING_PERIODS.lastWeek}
    />
  );
}
