import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import * as shared from '../records.css.ts';
import * as styles from './ExportCsvButton.css.ts';

/** How the last export ended: every row, the first `exported` of `total` (over the cap), or failed. */
export type CsvExportOutcome =
  | { kind: 'done'; exported: number }
  | { kind: 'capped'; exported: number; total: number }
  | { kind: 'failed'; failure: FailureKind };

export interface ExportCsvButtonProps {
  onExport: () => void;
  /** Rows in the filtered range: nothing to export at 0. */
  total: number;
  /** The export is fetching pages: rows fetched so far. */
  exporting?: { fetched: number } | null;
  outcome?: CsvExportOutcome | null;
}

/** Exports what the filter shows as a CSV file, page by page, with its progress and how it ended. */
export function ExportCsvButton({ onExport, total, exporting = null, outcome = null }: ExportCsvButtonProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.root}>
      <Button
        tone="secondary"
        size="small"
        onClick={onExport}
        pending={exporting !== null}
        disabled={total === 0}
      >
        <Icon name="download" size="small" />
        {t`Exportar CSV`}
      </Button>
      {exporting !== null ? (
        <p className={styles.note} role="status">
          {t`Preparando o arquivo: ${i18n.number(exporting.fetched)} de ${i18n.number(total)} registros…`}
        </p>
      ) : outcome?.kind === 'done' ? (
        <p className={styles.note} role="status">
          <span
            className={shared.amount}
          >{t`Arquivo pronto: ${i18n.number(outcome.exported)} registros.`}</span>
        </p>
      ) : outcome?.kind === 'capped' ? (
        <p className={`${styles.note} ${styles.warning}`} role="status">
          <Icon name="warning" size="small" />
          <span>
            {t`O arquivo tem os primeiros ${i18n.number(outcome.exported)} de ${i18n.number(outcome.total)} registros. Escolha um período menor para exportar o resto.`}
          </span>
        </p>
      ) : outcome?.kind === 'failed' ? (
        <GridNotice
          kind="error"
          compact
          message={t`Não foi possível exportar.`}
          failure={outcome.failure}
          onRetry={onExport}
        />
      ) : null}
    </div>
  );
}
