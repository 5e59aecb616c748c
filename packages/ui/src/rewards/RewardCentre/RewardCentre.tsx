import { useLingui } from '@lingui/react/macro';
import type { RewardAction } from '@sorte/domain';
import { useEffect, useRef } from 'react';
import type { CashierMoneyProps } from '../../cashier/money.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { skeleton } from '../../lottery/skeleton.css.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { BonusBalanceSummary } from '../BonusWagering/index.ts';
import * as styles from './RewardCentre.css.ts';
import { RewardPromotionCard, type RewardPromotionItem } from './RewardPromotionCard.tsx';

export interface RewardCentreProps extends CashierMoneyProps {
  status: LoadStatus;
  failure?: FailureKind;
  promotions: readonly RewardPromotionItem[];
  /** The promotion whose action is being sent (the others wait). */
  pendingId?: string | null;
  /** A promotion to open the page at (the announcement's go-to-promotion): scrolled to, focused and marked. */
  focusId?: string | null;
  formatDate: (iso: string) => string;
  onAction: (id: string, action: Exclude<RewardAction, 'viewReason'>) => void;
  /** Actions this gateway does not offer (issue 24 item 4): their promotions show their status, with no button. */
  unavailableActions?: readonly Exclude<RewardAction, 'viewReason'>[];
  onRetry: () => void;
  /** The main wallet, shown beside the bonus balance when a promotion gives one. */
  realMoney?: number;
}

/** Spec §2 rewardCenter: the promotions the member can join or has joined, each with its §4 status and action. */
export function RewardCentre({
  status,
  failure,
  promotions,
  pendingId = null,
  focusId = null,
  formatDate,
  onAction,
  unavailableActions = [],
  onRetry,
  realMoney,
  ...moneyProps
}: RewardCentreProps) {
  const { t } = useLingui();
  const focused = useRef<HTMLElement>(null);
  const ready = status === 'ready';
  const bonusBalances = promotions.flatMap((promotion) => promotion.bonus?.balance ?? []);
  useEffect(() => {
    if (!ready || focusId === null) return;
    const card = focused.current;
    if (!card) return;
    card.scrollIntoView({ block: 'center' });
    card.focus({ preventScroll: true });
  }, [ready, focusId]);

  return (
    <section className={styles.root} aria-labelledby="reward-centre-title">
      <h2 id="reward-centre-title" className={styles.repeatedTitle}>
        {t`Central de recompensas`}
      </h2>
      {status === 'loading' ? (
        <>
          <p className={visuallyHidden} role="status">
            {t`Carregando promoções`}
          </p>
          <div className={styles.list} aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <span key={index} className={`${skeleton} ${styles.skeletonCard}`} />
            ))}
          </div>
        </>
      ) : status === 'error' ? (
        <GridNotice
          kind="error"
          message={t`Não foi possível carregar as promoções.`}
          failure={failure}
          onRetry={onRetry}
        />
      ) : promotions.length === 0 ? (
        <GridNotice kind="empty" message={t`Nenhuma promoção para você no momento.`} />
      ) : (
        <>
          {bonusBalances.length > 0 ? (
            <BonusBalanceSummary
              {...(realMoney !== undefined ? { realMoney } : {})}
              bonusBalance={bonusBalances.reduce((sum, balance) => sum + balance, 0)}
              {...moneyProps}
            />
          ) : null}
          <ul className={styles.list}>
            {promotions.map((promotion) => (
              <li key={promotion.id}>
                <RewardPromotionCard
                  ref={promotion.id === focusId ? focused : undefined}
                  promotion={promotion}
                  pending={pendingId === promotion.id}
                  busy={pendingId !== null}
                  highlighted={promotion.id === focusId}
                  formatDate={formatDate}
                  onAction={onAction}
                  unavailableActions={unavailableActions}
                  {...moneyProps}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
