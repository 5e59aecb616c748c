import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type WinnerEntryLike, winnerRows } from '@sorte/domain';
import { useId } from 'react';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { nativeSelect } from '../../forms/nativeSelect.css.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import * as page from '../areaPage.css.ts';
import * as styles from './WinnersTable.css.ts';

export interface WinnerCategoryOption {
  /** The gateway's gameCategory (ALL or a category). */
  value: string;
  /** Already translated by the app. */
  label: string;
}

export interface WinnersTableProps {
  /** ODSFE2_getWinnerBoard value.list, as received: the table sorts by prize and masks the names. */
  entries: readonly WinnerEntryLike[];
  status: LoadStatus;
  failure?: FailureKind;
  onRetry?: () => void;
  /** The chosen game category and the choices (ALL first). */
  category: string;
  categories: readonly WinnerCategoryOption[];
  onCategoryChange: (category: string) => void;
  /** The player's chosen language's BCP 47 tag, for the prize amounts. */
  locale: string;
  /** ISO 4217 currency code of the prizes. */
  currency: string;
}

/** §2 Winners list: the whole winner board as a table (player, game name, prize; by prize), with its category. */
export function WinnersTable({
  entries,
  status,
  failure,
  onRetry,
  category,
  categories,
  onCategoryChange,
  locale,
  currency,
}: WinnersTableProps) {
  const { t } = useLingui();
  const id = useId();
  const rows = winnerRows(entries);
  const categoryLabel = categories.find((option) => option.value === category)?.label ?? category;
  return (
    <div className={page.root}>
      <div className={page.header}>
        <h1 className={page.title}>
          <Trans>Ganhadores</Trans>
        </h1>
        <p className={page.intro}>
          <Trans>Os maiores prêmios recentes, do maior para o menor.</Trans>
        </p>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-category`} className={styles.filterLabel}>
          <Trans>Categoria do jogo</Trans>
        </label>
        <select
          id={`${id}-category`}
          className={nativeSelect}
          value={category}
          onChange={(event) => onCategoryChange(event.target.value)}
        >
          {categories.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {status === 'loading' ? (
        <p className={page.loading} role="status">
          <Spinner size="small" /> <Trans>Carregando ganhadores…</Trans>
        </p>
      ) : status === 'error' ? (
        <GridNotice
          kind="error"
          message={t`Não foi possível carregar os ganhadores.`}
          failure={failure}
          onRetry={onRetry}
        />
      ) : rows.length === 0 ? (
        <GridNotice kind="empty" message={t`Ainda não há ganhadores nesta categoria.`} />
      ) : (
        <div className={styles.tableFrame}>
          <table className={styles.table}>
            <caption className={styles.caption}>
              <Trans>Ganhadores: {categoryLabel}</Trans>
            </caption>
            <thead className={styles.head}>
              <tr className={styles.row}>
                <th scope="col" className={styles.rank}>
                  <Trans>Posição</Trans>
                </th>
                <th scope="col">
                  <Trans>Jogador</Trans>
                </th>
                <th scope="col">
                  <Trans>Nome do jogo</Trans>
                </th>
                <th scope="col" className={styles.prize}>
                  <Trans>Prêmio</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.rank} className={styles.row}>
                  <td className={styles.rank}>{row.rank}</td>
                  <th scope="row" className={styles.player} dir="auto">
                    {row.player}
                  </th>
                  <td dir="auto">{row.gameName}</td>
                  <td className={styles.prize}>
                    <bdi>{formatMoney(row.winAmount, { currency, locale })}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
