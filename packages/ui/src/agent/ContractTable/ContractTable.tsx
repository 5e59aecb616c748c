import { useLingui } from '@lingui/react/macro';
import { type Contract, type ContractAction, type ContractParty, contractActionsFor } from '@sorte/domain';
import { type ReactNode, useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { ContractTermsText } from '../contracts/ContractTermsText.tsx';
import {
  CONTRACT_ACTION_LABELS,
  CONTRACT_KIND_LABELS,
  CONTRACT_STATUS_LABELS,
} from '../contracts/contractLabels.ts';
import * as styles from '../contracts/contracts.css.ts';
import { formatContractTime } from '../contracts/formatTime.ts';

export interface ContractTableProps {
  /** The table's heading ("With my downlines"). */
  title: ReactNode;
  contracts: readonly Contract[];
  /** The viewer's side in these contracts: 'upline' for the contracts with its downlines. */
  side: ContractParty;
  status: LoadStatus;
  formatAmount: (amount: number) => string;
  /** The contract whose action is in flight: its buttons are locked. */
  busyId?: string | null;
  onAction: (contract: Contract, action: ContractAction) => void;
  onRetry: () => void;
}

/** §4 Contracts: the viewer's contracts on one side, every status, with the actions its side may take (phone: cards). */
export function ContractTable({
  title,
  contracts,
  side,
  status,
  formatAmount,
  busyId = null,
  onAction,
  onRetry,
}: ContractTableProps) {
  const { t, i18n } = useLingui();
  const locale = formatLocaleOf(i18n);
  const headingId = useId();
  const otherOf = (contract: Contract) => (side === 'upline' ? contract.downline : contract.upline);
  const memberHeader = side === 'upline' ? t`Subordinado` : t`Superior`;

  const actionsOf = (contract: Contract) => {
    const allowed = contractActionsFor(contract, side);
    if (allowed.length === 0) return <span className={styles.muted}>—</span>;
    const member = otherOf(contract).account;
    return (
      <div className={styles.actions}>
        {allowed.map((action) => (
          <Button
            key={action}
            size="small"
            tone={action === 'accept' ? 'primary' : action === 'reject' ? 'secondary' : 'critical'}
            disabled={busyId !== null}
            pending={busyId === contract.id}
            aria-label={`${i18n._(CONTRACT_ACTION_LABELS[action])}: ${i18n._(CONTRACT_KIND_LABELS[contract.terms.kind])}, ${member}`}
            onClick={() => onAction(contract, action)}
          >
            {i18n._(CONTRACT_ACTION_LABELS[action])}
          </Button>
        ))}
      </div>
    );
  };

  const badge = (contract: Contract) => (
    <span className={styles.badge[contract.status]}>{i18n._(CONTRACT_STATUS_LABELS[contract.status])}</span>
  );

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <p className={styles.empty} role="status">
        <Spinner size="small" /> {t`Carregando contratos…`}
      </p>
    );
  } else if (status === 'error') {
    body = (
      <div className={styles.actions} role="alert">
        <p className={styles.error}>{t`Não foi possível carregar os contratos.`}</p>
        <Button size="small" tone="secondary" onClick={onRetry}>
          {t`Tentar novamente`}
        </Button>
      </div>
    );
  } else if (contracts.length === 0) {
    body = <p className={styles.empty}>{t`Nenhum contrato.`}</p>;
  } else {
    body = (
      <>
        <div className={`${styles.wideOnly} ${styles.tableScroll}`}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.th} scope="col">
                  {memberHeader}
                </th>
                <th className={styles.th} scope="col">{t`Tipo`}</th>
                <th className={styles.th} scope="col">{t`Termos`}</th>
                <th className={styles.th} scope="col">{t`Situação`}</th>
                <th className={styles.th} scope="col">{t`Pedido em`}</th>
                <th className={styles.th} scope="col">{t`Ações`}</th>
              </tr>
            </thead>
            <tbody>
              {contracts.map((contract) => (
                <tr key={contract.id}>
                  <th className={styles.td} scope="row">
                    <bdi>{otherOf(contract).account}</bdi>
                  </th>
                  <td className={styles.td}>{i18n._(CONTRACT_KIND_LABELS[contract.terms.kind])}</td>
                  <td className={styles.td}>
                    <ContractTermsText terms={contract.terms} formatAmount={formatAmount} />
                  </td>
                  <td className={styles.td}>{badge(contract)}</td>
                  <td className={styles.td}>
                    <bdi>{formatContractTime(contract.createdAt, locale)}</bdi>
                  </td>
                  <td className={styles.td}>{actionsOf(contract)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className={`${styles.phoneOnly} ${styles.cards}`}>
          {contracts.map((contract) => (
            <li key={contract.id} className={styles.card}>
              <div className={styles.cardHead}>
                <h4 className={styles.cardTitle}>
                  {i18n._(CONTRACT_KIND_LABELS[contract.terms.kind])} · <bdi>{otherOf(contract).account}</bdi>
                </h4>
                {badge(contract)}
              </div>
              <ContractTermsText terms={contract.terms} formatAmount={formatAmount} />
              <p className={styles.muted}>
                {t`Pedido em`} <bdi>{formatContractTime(contract.createdAt, locale)}</bdi>
              </p>
              {actionsOf(contract)}
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 className={styles.heading} id={headingId}>
        {title}
      </h3>
      {body}
    </section>
  );
}
