import { useLingui } from '@lingui/react/macro';
import {
  type CashierHistoryEntry,
  type CashierHistoryFilter,
  type CashierHistoryKind,
  type CashierHistoryStatusGroup,
  cashierHistoryKey,
  cashierHistoryStatus,
  filterCashierHistory,
} from '@sorte/domain';
import { useId } from 'react';
import { Icon, type IconName } from '../../components/Icon/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { type CashierMoneyProps, useCashierMoney } from '../money.ts';
import * as styles from './CashierHistory.css.ts';
import { CashierReceipt, type SharedReceipt } from './CashierReceipt.tsx';
import { StatusBadge, useHistoryWords } from './historyParts.tsx';

export interface CashierHistoryProps extends CashierMoneyProps {
  status: LoadStatus;
  /** How the read failed (error only): its §8 text is shown with a Retry. */
  failure?: FailureKind;
  onRetry: () => void;
  /** Deposits and withdrawals together, newest first (the domain's `cashierHistory`). */
  entries: readonly CashierHistoryEntry[];
  /** The lists the gateway offers: the kind filter shows only when it has both. */
  kinds: readonly CashierHistoryKind[];
  filter: CashierHistoryFilter;
  onFilterChange: (filter: CashierHistoryFilter) => void;
  /** The entry whose receipt is open (`cashierHistoryKey`), or null. */
  selected: string | null;
  onSelect: (key: string | null) => void;
  onCopyReference: (reference: string) => void;
  /** True for a moment after the reference was copied. */
  copied?: boolean;
  /** The open receipt as an image: the share sheet with the file where the browser allows it, a download otherwise. */
  onShareImage: (receipt: SharedReceipt) => void;
  /** The open receipt alone to print (the print dialog's "Save as PDF"). */
  onSavePdf: () => void;
  /** A deposit channel's name by its id, when the app knows the channels. */
  channelName?: (channelId: string) => string | undefined;
  /** Time zone of the times (the site's); the browser's by default. */
  timeZone?: string;
}

const STATUS_GROUP_ORDER: readonly (CashierHistoryStatusGroup | 'all')[] = [
  'all',
  'open',
  'done',
  'unsuccessful',
];
const KIND_ICON: Record<CashierHistoryKind, IconName> = { deposit: 'download', withdrawal: 'send' };

/**
 * The cashier's history: deposits and withdrawals in one list with a filter by kind and status, each line with its
 * kind, amount, status in words, reference and time; a line opens its receipt (every field, the reference to copy,
 * shared as an image or saved as PDF).
 */
export function CashierHistory({
  status,
  failure,
  onRetry,
  entries,
  kinds,
  filter,
  onFilterChange,
  selected,
  onSelect,
  onCopyReference,
  copied = false,
  onShareImage,
  onSavePdf,
  channelName,
  timeZone,
  ...moneyProps
}: CashierHistoryProps) {
  const { t } = useLingui();
  const money = useCashierMoney(moneyProps);
  const words = useHistoryWords();
  const id = useId();
  const titleId = `${id}-title`;
  const dateTime = new Intl.DateTimeFormat(money.options.locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  });
  const timeText = (iso: string) => {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? '—' : dateTime.format(time);
  };
  const shown = filterCashierHistory(entries, filter);
  const open = entries.find((entry) => cashierHistoryKey(entry) === selected) ?? null;
  const filtered = filter.kind !== 'all' || filter.status !== 'all';

  const groupLabels: Record<CashierHistoryStatusGroup | 'all', string> = {
    all: t`Todos`,
    open: t`Em andamento`,
    done: t`Concluídos`,
    unsuccessful: t`Sem sucesso`,
  };

  const body =
    status === 'loading' ? (
      <ul className={styles.list} aria-busy="true" aria-label={t`Carregando o histórico`}>
        {[0, 1, 2].map((slot) => (
          <li key={slot} className={styles.placeholder} />
        ))}
      </ul>
    ) : status === 'error' ? (
      <GridNotice
        kind="error"
        message={t`Não foi possível carregar o histórico.`}
        failure={failure}
        onRetry={onRetry}
      />
    ) : shown.length === 0 ? (
      <GridNotice
        kind="empty"
        message={
          filtered ? t`Nenhuma movimentação com este filtro.` : t`Você ainda não fez depósitos nem saques.`
        }
      />
    ) : (
      <ul className={styles.list}>
        {shown.map((entry) => {
          const key = cashierHistoryKey(entry);
          const entryStatus = cashierHistoryStatus(entry);
          return (
            <li key={key}>
              <button
                type="button"
                className={styles.row}
                aria-haspopup="dialog"
                onClick={() => onSelect(key)}
              >
                <span className={styles.kindIcon[entry.kind]}>
                  <Icon name={KIND_ICON[entry.kind]} size="small" />
                </span>
                <span className={styles.kind}>{words.kind[entry.kind]}</span>
                <span className={styles.amount}>{money.format(entry.order.amount)}</span>
                <span className={styles.meta}>
                  <bdi>{timeText(entry.order.createdAt)}</bdi> · <bdi dir="ltr">{entry.order.id}</bdi>
                </span>
                <StatusBadge status={entryStatus} label={words.status[entryStatus]} />
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t`Depósitos e saques`}
      </h2>
      <div className={styles.filters}>
        {kinds.length > 1 ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-kind`} className={styles.label}>
              {t`Tipo`}
            </label>
            <select
              id={`${id}-kind`}
              className={styles.control}
              value={filter.kind}
              disabled={status !== 'ready'}
              onChange={(event) =>
                onFilterChange({ ...filter, kind: event.currentTarget.value as CashierHistoryFilter['kind'] })
              }
            >
              <option value="all">{t`Todos`}</option>
              <option value="deposit">{t`Depósitos`}</option>
              <option value="withdrawal">{t`Saques`}</option>
            </select>
          </div>
        ) : null}
        <div className={styles.field}>
          <label htmlFor={`${id}-status`} className={styles.label}>
            {t`Status`}
          </label>
          <select
            id={`${id}-status`}
            className={styles.control}
            value={filter.status}
            disabled={status !== 'ready'}
            onChange={(event) =>
              onFilterChange({
                ...filter,
                status: event.currentTarget.value as CashierHistoryFilter['status'],
              })
            }
          >
            {STATUS_GROUP_ORDER.map((group) => (
              <option key={group} value={group}>
                {groupLabels[group]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {body}
      {open ? (
        <CashierReceipt
          entry={open}
          onClose={() => onSelect(null)}
          onCopyReference={onCopyReference}
          copied={copied}
          onShareImage={onShareImage}
          onSavePdf={onSavePdf}
          timeText={timeText}
          {...(channelName ? { channelName } : {})}
          {...moneyProps}
        />
      ) : null}
    </section>
  );
}
