import { useLingui } from '@lingui/react/macro';
import {
  type Downline,
  type DownlineFilter,
  type DownlineLevel,
  type DownlineSort,
  isAgentType,
  isDownlineFilter,
  isDownlineSort,
} from '@sorte/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import type { LoadStatus } from '../../components/index.ts';
import { TextField } from '../../forms/index.ts';
import { type RenderShellLink, ShellLink } from '../../layout/ShellLink/index.ts';
import type { FailureKind } from '../../lobby/GridNotice/index.ts';
import type { RecordFormats } from '../../records/formats.ts';
import { type RecordColumn, RecordTable } from '../../records/RecordTable/index.ts';
import * as shared from '../../records/records.css.ts';
import { useTeamLabels } from '../teamLabels.ts';
import * as styles from './DownlineList.css.ts';

export interface DownlineListProps {
  /** The rows loaded so far (server pages). */
  rows: readonly Downline[];
  /** Rows in the level or search (the server's count). */
  total: number;
  status: LoadStatus;
  failure?: FailureKind;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  loadMoreFailed?: boolean;
  onLoadMore?: () => void;
  /** The agents from below the viewer down to the listed level (none: the viewer's own downlines). */
  levels: readonly DownlineLevel[];
  /** The account searched for (empty: a level is listed). */
  search: string;
  onSearch: (account: string) => void;
  /** The order asked (null: the gateway's, sub-agents first). */
  sort: DownlineSort | null;
  onSort: (sort: DownlineSort | null) => void;
  /** The status the rows are narrowed to. */
  filter: DownlineFilter;
  onFilter: (filter: DownlineFilter) => void;
  /** Opens a sub-agent's level. */
  onOpen: (downline: Downline) => void;
  /** Back up to a level of the breadcrumb (null: the viewer's own). */
  onLevel: (id: string | null) => void;
  /** Opens the transfer to a downline (none: the gateway does not offer it, so no row has the action). */
  onTransfer?: (downline: Downline) => void;
  /** Where a contract request to the downline opens (none: the agent may propose no contract kind). */
  contractHref?: (downline: Downline) => string;
  /** Where a downline's profile opens (none: the gateway does not offer profiles). */
  profileHref?: (downline: Downline) => string;
  /** Renders the profile and contract links with the app's router. */
  renderLink?: RenderShellLink;
  formats: Pick<RecordFormats, 'money' | 'dateTime' | 'percent'>;
}

/**
 * Spec §2 downlineManagmentView: search by account, the downlines of one level (windowed, server pages) with their
 * type, balance, status, last login and current contract; a sub-agent opens its own level and the breadcrumb goes
 * back up; each row offers its profile (issue 23 item 6), a transfer (§6 Agent) and, where the agent may propose a
 * contract, a link to its request.
 */
export function DownlineList({
  rows,
  total,
  status,
  failure,
  onRetry,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  levels,
  search,
  onSearch,
  sort,
  onSort,
  filter,
  onFilter,
  onOpen,
  onLevel,
  onTransfer,
  contractHref,
  profileHref,
  renderLink,
  formats,
}: DownlineListProps) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    setDraft(search);
  }
  const typeLabel = (type: number) => (isAgentType(type) ? t`Agente` : t`Jogador`);
  const { statusLabels, contractText: summaryText } = useTeamLabels(formats);
  const pendingText = (row: Downline) =>
    row.pendingContract ? t`Pedido aguardando resposta: ${summaryText(row.pendingContract)}` : '';
  const contractText = (row: Downline) => (row.contract ? summaryText(row.contract) : t`Sem contrato`);

  // Issue 23 item 6: a sortable column's header asks the same order as the select; a second click turns it round.
  const sortBy = (
    key: 'account' | 'balance' | 'activity',
    first: 'asc' | 'desc',
  ): RecordColumn<Downline>['sort'] => {
    const ascending: DownlineSort = `${key}-asc`;
    const descending: DownlineSort = `${key}-desc`;
    return {
      direction: sort === ascending ? 'ascending' : sort === descending ? 'descending' : 'none',
      onSort: () =>
        onSort(
          sort === ascending
            ? descending
            : sort === descending
              ? ascending
              : first === 'asc'
                ? ascending
                : descending,
        ),
    };
  };

  const columns: RecordColumn<Downline>[] = [
    {
      id: 'account',
      header: t`Conta`,
      width: 'minmax(7rem, 1.3fr)',
      cell: (row) => (
        <span className={styles.account}>
          {isAgentType(row.type) && row.downlineCount > 0 ? (
            <button
              type="button"
              className={styles.drill}
              onClick={() => onOpen(row)}
              aria-label={t`Ver a equipe de ${row.account}`}
            >
              <bdi>{row.account}</bdi>
            </button>
          ) : (
            <bdi className={styles.accountName}>{row.account}</bdi>
          )}
          {row.nickname ? <bdi className={styles.nickname}>{row.nickname}</bdi> : null}
        </span>
      ),
      csv: (row) => row.account,
      sort: sortBy('account', 'asc'),
    },
    {
      id: 'type',
      header: t`Tipo`,
      width: 'minmax(5rem, 0.9fr)',
      cell: (row) => typeLabel(row.type),
      csv: (row) => row.type,
    },
    {
      id: 'balance',
      header: t`Saldo`,
      align: 'end',
      width: 'minmax(6rem, 1fr)',
      cell: (row) => <bdi>{formats.money(row.balance)}</bdi>,
      csv: (row) => row.balance,
      sort: sortBy('balance', 'desc'),
    },
    {
      id: 'status',
      header: t`Situação`,
      width: 'minmax(5rem, 0.7fr)',
      cell: (row) => (
        <span className={row.status === 'NORMAL' ? undefined : styles.frozen}>
          {statusLabels[row.status]}
        </span>
      ),
      csv: (row) => row.status,
    },
    {
      id: 'lastLogin',
      header: t`Último acesso`,
      width: 'minmax(5.5rem, 0.9fr)',
      cell: (row) => (row.lastLoginAt ? <bdi>{formats.dateTime(row.lastLoginAt)}</bdi> : t`Nunca`),
      csv: (row) => row.lastLoginAt ?? '',
      sort: sortBy('activity', 'desc'),
    },
    {
      id: 'contract',
      header: t`Contrato atual`,
      width: 'minmax(6rem, 1fr)',
      cell: (row) => (
        <span className={styles.contract}>
          <span>{contractText(row)}</span>
          {row.pendingContract ? <span className={styles.pendingContract}>{pendingText(row)}</span> : null}
        </span>
      ),
      csv: (row) => [contractText(row), pendingText(row)].filter(Boolean).join(' · '),
    },
    {
      id: 'actions',
      header: t`Ações`,
      // Every row's grid has the same tracks as the header's (no content-sized track): the actions take what the other
      // columns leave, side by side where that is enough, else one above the other.
      width: `minmax(6.5rem, ${Math.max(1, [onTransfer, contractHref, profileHref].filter(Boolean).length)}fr)`,
      cell: (row) => (
        <span className={styles.actions}>
          {profileHref ? (
            <ShellLink
              item={{ id: `profile-${row.id}`, label: t`Perfil`, href: profileHref(row) }}
              renderLink={renderLink}
              className={styles.contractLink}
              aria-label={t`Perfil de ${row.account}`}
            />
          ) : null}
          {onTransfer ? (
            <Button
              tone="secondary"
              size="small"
              disabled={row.status !== 'NORMAL'}
              onClick={() => onTransfer(row)}
              aria-label={t`Transferir para ${row.account}`}
            >
              {t`Transferir`}
            </Button>
          ) : null}
          {contractHref ? (
            <ShellLink
              item={{ id: `contract-${row.id}`, label: t`Propor contrato`, href: contractHref(row) }}
              renderLink={renderLink}
              className={styles.contractLink}
              aria-label={t`Propor contrato a ${row.account}`}
            />
          ) : null}
        </span>
      ),
      csv: () => '',
    },
  ];

  const sortLabels: Record<DownlineSort, string> = {
    'joined-desc': t`Entrada mais recente`,
    'joined-asc': t`Entrada mais antiga`,
    'balance-desc': t`Maior saldo`,
    'balance-asc': t`Menor saldo`,
    'activity-desc': t`Acesso mais recente`,
    'activity-asc': t`Acesso mais antigo`,
    'account-asc': t`Conta (A–Z)`,
    'account-desc': t`Conta (Z–A)`,
  };
  const filterLabels: Record<DownlineFilter, string> = {
    all: t`Todos`,
    active: t`Ativos`,
    frozen: t`Congelados ou bloqueados`,
    contract: t`Com contrato`,
    pendingContract: t`Contrato sem resposta`,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  const here = levels.at(-1);

  return (
    <div className={styles.root}>
      <search>
        <form className={styles.search} onSubmit={submit}>
          <div className={styles.searchField}>
            <TextField
              label={t`Buscar por conta`}
              type="search"
              autoComplete="off"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Button type="submit">{t`Buscar`}</Button>
        </form>
      </search>
      <fieldset className={styles.view}>
        <legend className={styles.viewLegend}>{t`Ordenar e filtrar`}</legend>
        <div className={shared.field}>
          <label htmlFor={`${id}-sort`} className={shared.label}>
            {t`Ordenar por`}
          </label>
          <select
            id={`${id}-sort`}
            className={shared.control}
            value={sort ?? ''}
            onChange={(event) => onSort(isDownlineSort(event.target.value) ? event.target.value : null)}
          >
            <option value="">{t`Padrão`}</option>
            {Object.entries(sortLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className={shared.field}>
          <label htmlFor={`${id}-filter`} className={shared.label}>
            {t`Mostrar`}
          </label>
          <select
            id={`${id}-filter`}
            className={shared.control}
            value={filter}
            onChange={(event) => onFilter(isDownlineFilter(event.target.value) ? event.target.value : 'all')}
          >
            {Object.entries(filterLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {search ? (
        <p className={styles.searching} role="status">
          <span>{t`Contas da equipe com “${search}”: ${total}`}</span>
          <Button tone="secondary" size="small" onClick={() => onSearch('')}>
            {t`Limpar busca`}
          </Button>
        </p>
      ) : (
        <nav aria-label={t`Níveis da equipe`}>
          <ol className={styles.crumbs}>
            <li className={styles.crumb}>
              {here ? (
                <button type="button" className={styles.crumbLink} onClick={() => onLevel(null)}>
                  {t`Minha equipe`}
                </button>
              ) : (
                <span className={styles.crumbCurrent} aria-current="page">
                  {t`Minha equipe`}
                </span>
              )}
            </li>
            {levels.map((level) => (
              <li key={level.id} className={styles.crumb}>
                <span className={styles.separator} aria-hidden="true">
                  /
                </span>
                {level === here ? (
                  <bdi className={styles.crumbCurrent} aria-current="page">
                    {level.account}
                  </bdi>
                ) : (
                  <button type="button" className={styles.crumbLink} onClick={() => onLevel(level.id)}>
                    <bdi>{level.account}</bdi>
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <RecordTable
        label={here ? t`Subordinados de ${here.account}` : t`Seus subordinados`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={total}
        status={status}
        {...(failure ? { failure } : {})}
        {...(onRetry ? { onRetry } : {})}
        hasMore={hasMore ?? false}
        loadingMore={loadingMore ?? false}
        loadMoreFailed={loadMoreFailed ?? false}
        {...(onLoadMore ? { onLoadMore } : {})}
        emptyMessage={
          filter !== 'all'
            ? t`Nenhum subordinado “${filterLabels[filter]}” entre os carregados.`
            : search
              ? t`Nenhuma conta da equipe com “${search}”.`
              : t`Nenhum subordinado neste nível.`
        }
        rowHeight={56}
        fit
      />
    </div>
  );
}
