import { Trans, useLingui } from '@lingui/react/macro';
import type { HeldBalance, VendorWallet } from '@sorte/domain';
import { useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { skeleton } from '../../lottery/skeleton.css.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './WalletOverview.css.ts';

const SKELETON_ROWS = 3;

export interface WalletOverviewProps {
  /** §3 Wallet: the main balance (/wps/v2/wallets/balance). */
  main: { status: LoadStatus; balance?: number; failure?: FailureKind };
  /** The vendor wallets (GCS_merchantWallet); not shown for a single-wallet merchant. */
  vendors?: { status: LoadStatus; wallets: readonly VendorWallet[]; failure?: FailureKind };
  /**
   * What of the main balance can be withdrawn now and what a bonus rollover holds (issue 23 item 4), where the
   * gateway says; nothing shown without it.
   */
  withdrawable?: { amount: number; held?: HeldBalance | undefined } | undefined;
  /** A single-wallet merchant (§3 isSingle): one balance for every game, nothing to transfer. */
  isSingle?: boolean;
  /** Formats a money amount with the member's currency. */
  formatAmount: (amount: number) => string;
  /** Reads every balance again. */
  onRefresh: () => void;
  refreshing?: boolean;
  /** Loads again whatever failed. */
  onRetry: () => void;
  /** Move money from the main wallet into this vendor wallet. */
  onMoveIn: (wallet: VendorWallet) => void;
  /** Move this vendor wallet's money back to the main wallet. */
  onMoveOut: (wallet: VendorWallet) => void;
  /** Bring every vendor wallet's money back to the main wallet. */
  onCollectAll: () => void;
  /** The bring-everything-back is under way. */
  collecting?: boolean;
}

/** Spec §1 wallet transfer, §3 Wallet: the main balance, the vendor wallets and what can be moved between them. */
export function WalletOverview({
  main,
  vendors = { status: 'ready', wallets: [] },
  withdrawable,
  isSingle = false,
  formatAmount,
  onRefresh,
  refreshing = false,
  onRetry,
  onMoveIn,
  onMoveOut,
  onCollectAll,
  collecting = false,
}: WalletOverviewProps) {
  const { t } = useLingui();
  const titleId = useId();
  const vendorsTitleId = useId();
  const mainBalance = main.status === 'ready' ? (main.balance ?? 0) : null;
  const collectable = vendors.wallets.some((wallet) => wallet.available && wallet.balance > 0);

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title}>
          {t`Carteiras`}
        </h2>
        <Button tone="secondary" size="small" onClick={onRefresh} pending={refreshing}>
          {refreshing ? null : <Icon name="refresh" size="small" />}
          {t`Atualizar saldos`}
        </Button>
      </div>

      <div className={styles.mainCard}>
        <span className={styles.mainLabel}>
          <Icon name="wallet" size="small" />
          <Trans>Carteira principal</Trans>
        </span>
        {main.status === 'loading' ? (
          <>
            <span className={`${skeleton} ${styles.mainSkeleton}`} aria-hidden="true" />
            <span className={visuallyHidden} role="status">
              {t`Carregando saldo`}
            </span>
          </>
        ) : main.status === 'error' ? (
          <GridNotice
            kind="error"
            compact
            message={t`Não foi possível carregar o saldo.`}
            failure={main.failure}
            onRetry={onRetry}
          />
        ) : (
          <span className={styles.mainBalance}>{formatAmount(mainBalance ?? 0)}</span>
        )}
        {main.status === 'ready' && withdrawable ? (
          <dl className={styles.split}>
            <div className={styles.splitRow}>
              <dt>{t`Sacável`}</dt>
              <dd className={styles.splitAmount}>
                <bdi>{formatAmount(withdrawable.amount)}</bdi>
              </dd>
            </div>
            {withdrawable.held ? (
              <div className={styles.splitRow}>
                <dt>{t`Retido pelo rollover de bônus`}</dt>
                <dd className={styles.splitAmount}>
                  {withdrawable.held.wagerLeft === undefined
                    ? formatAmount(withdrawable.held.amount)
                    : t`${formatAmount(withdrawable.held.amount)} · faltam ${formatAmount(withdrawable.held.wagerLeft)} em apostas`}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {isSingle ? (
          <p className={styles.note}>
            <Trans>Seu saldo vale para todos os jogos: não há carteiras de jogo para transferir.</Trans>
          </p>
        ) : null}
      </div>

      {isSingle ? null : (
        <section className={styles.vendors} aria-labelledby={vendorsTitleId}>
          <div className={styles.heading}>
            <h3 id={vendorsTitleId} className={styles.subtitle}>
              {t`Carteiras de jogos`}
            </h3>
            {vendors.status === 'ready' && vendors.wallets.length > 0 ? (
              <Button
                tone="secondary"
                size="small"
                onClick={onCollectAll}
                pending={collecting}
                disabled={!collectable}
              >
                {t`Recolher tudo para a principal`}
              </Button>
            ) : null}
          </div>
          {vendors.status === 'loading' ? (
            <>
              <span className={visuallyHidden} role="status">
                {t`Carregando carteiras de jogos`}
              </span>
              <ul className={styles.list} aria-hidden="true">
                {Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <li key={index} className={styles.row}>
                    <span className={`${skeleton} ${styles.skeletonName}`} />
                    <span className={`${skeleton} ${styles.skeletonAmount}`} />
                  </li>
                ))}
              </ul>
            </>
          ) : vendors.status === 'error' ? (
            <GridNotice
              kind="error"
              compact
              message={t`Não foi possível carregar as carteiras de jogos.`}
              failure={vendors.failure}
              onRetry={onRetry}
            />
          ) : vendors.wallets.length === 0 ? (
            <GridNotice kind="empty" compact message={t`Nenhuma carteira de jogo neste site.`} />
          ) : (
            <ul className={styles.list}>
              {vendors.wallets.map((wallet) => (
                <VendorWalletRow
                  key={wallet.vendor}
                  wallet={wallet}
                  mainBalance={mainBalance}
                  formatAmount={formatAmount}
                  busy={collecting}
                  onMoveIn={onMoveIn}
                  onMoveOut={onMoveOut}
                />
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}

function VendorWalletRow({
  wallet,
  mainBalance,
  formatAmount,
  busy,
  onMoveIn,
  onMoveOut,
}: {
  wallet: VendorWallet;
  mainBalance: number | null;
  formatAmount: (amount: number) => string;
  busy: boolean;
  onMoveIn: (wallet: VendorWallet) => void;
  onMoveOut: (wallet: VendorWallet) => void;
}) {
  const { t } = useLingui();
  const name = wallet.name;
  return (
    <li className={styles.row} data-unavailable={wallet.available ? undefined : ''}>
      <span className={styles.name}>
        <span dir="auto">{name}</span>
        {wallet.available ? null : <span className={styles.maintenance}>{t`Em manutenção`}</span>}
      </span>
      <span className={styles.amount}>{formatAmount(wallet.balance)}</span>
      <span className={styles.actions}>
        <Button
          tone="secondary"
          size="small"
          aria-label={t`Colocar em ${name}`}
          disabled={busy || !wallet.available || !(mainBalance !== null && mainBalance > 0)}
          onClick={() => onMoveIn(wallet)}
        >
          {t`Colocar`}
        </Button>
        <Button
          tone="secondary"
          size="small"
          aria-label={t`Retirar de ${name}`}
          disabled={busy || !wallet.available || wallet.balance <= 0}
          onClick={() => onMoveOut(wallet)}
        >
          {t`Retirar`}
        </Button>
      </span>
    </li>
  );
}
