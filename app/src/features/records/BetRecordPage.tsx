import { useLingui } from '@lingui/react/macro';
import { type BetRecord, OPENING_PERIODS } from '@sorte/domain';
import {
  BetDetails,
  type BetDetailsCopied,
  betTotalItems,
  type RecordColumn,
  useBetColumns,
} from '@sorte/ui/records';
import { useMemo, useState } from 'react';
import { ALLOWED, useRecordSelects } from '../../lib/recordList/recordSelects.ts';
import { useRecordFormats } from '../../lib/recordList/useRecordFormats.ts';
import { useCopyToClipboard } from '../../lib/useCopyToClipboard.ts';
import * as styles from './BetRecordPage.css.ts';
import { RecordListPage } from './RecordListPage.tsx';
import { RecordSearch } from './RecordSearch.tsx';

/**
 * Betting record (§2 personalHistoryCopy): every bet of the period, by status and game category. A bet's number
 * opens its details, in the list and among the matches of a search by number (issue 23 item 6).
 */
export function BetRecordPage() {
  const { t, i18n } = useLingui();
  const formats = useRecordFormats();
  const columns = useBetColumns(formats);
  const [shown, setShown] = useState<BetRecord | null>(null);
  const { copied, copy } = useCopyToClipboard<BetDetailsCopied>();
  const withDetails = useMemo(
    (): RecordColumn<BetRecord>[] =>
      columns.map((column) =>
        column.id === 'id'
          ? {
              ...column,
              cell: (row) => (
                <button
                  type="button"
                  className={styles.betNumber}
                  aria-label={t`Ver detalhes da aposta ${row.id}`}
                  onClick={() => setShown(row)}
                >
                  <bdi>{row.id}</bdi>
                </button>
              ),
            }
          : column,
      ),
    [columns, t],
  );
  return (
    <>
      <RecordListPage
        name="bets"
        label={t`Registro de apostas`}
        fileName="apostas"
        columns={withDetails}
        toolbar={
          <RecordSearch
            name="bets"
            label={t`Buscar pelo número da aposta ou da rodada`}
            tableLabel={t`Apostas encontradas`}
            columns={withDetails}
            allowed={ALLOWED.bets}
            opening={OPENING_PERIODS.lastWeek}
          />
        }
        rowKey={(row) => row.id}
        totalItems={(totals) => betTotalItems(totals, formats, i18n)}
        selects={useRecordSelects('bets')}
        allowed={ALLOWED.bets}
        opening={OPENING_PERIODS.lastWeek}
      />
      <BetDetails
        bet={shown}
        formats={formats}
        onClose={() => setShown(null)}
        onCopy={(what, value) => copy(value, what)}
        copied={copied}
      />
    </>
  );
}
