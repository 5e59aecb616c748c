import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type PointMallViewer, redeemAction } from '@sorte/domain';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { skeleton } from '../../lottery/skeleton.css.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './PointMall.css.ts';
import { PointRewardCard, type PointRewardItem } from './PointRewardCard.tsx';

/** How points are earned in one category: `points` for every `amount` of valid bet (or deposit). */
export interface PointEarningItem {
  /** LIVE, LOTT, PVP, RNG, SPORTS or DEPOSIT (others are shown as sent). */
  category: string;
  amount: number;
  points: number;
}

export interface PointMallProps {
  /** False when the points system (PTSYS3) is off: the page says the mall is not available. */
  available: boolean;
  viewer: PointMallViewer;
  /** The viewer's points (not asked for visitors). */
  /** Each part's `failure` (status 'error') says how its load failed: the notice shows its spec §8 text. */
  balance: { status: LoadStatus; points?: number; failure?: FailureKind };
  rewards: { status: LoadStatus; items: readonly PointRewardItem[]; failure?: FailureKind };
  earning: { status: LoadStatus; rules: readonly PointEarningItem[]; failure?: FailureKind };
  /** Formats a money amount with the site's currency. */
  formatAmount: (amount: number) => string;
  /** Loads again whatever failed. */
  onRetry: () => void;
  /** A visitor asked to sign in (the header prompt, or Redeem). */
  onSignIn: () => void;
  /** A trial account pressed Redeem ('in_need_true_account'). */
  onNeedRealAccount: () => void;
  /** A player pressed Redeem on an available reward. */
  onRedeem: (reward: PointRewardItem) => void;
  /** The reward whose redeem is under way. */
  pendingId?: string | null;
  /** A player may convert points to balance (the point config offers it): the balance panel shows Convert. */
  onConvert?: () => void;
}

const SKELETON_CARDS = 8;

/** Spec §2 /pointMall, public face: balance (or a sign-in prompt), how points are earned, and the rewards. */
export function PointMall({
  available,
  viewer,
  balance,
  rewards,
  earning,
  formatAmount,
  onRetry,
  onSignIn,
  onNeedRealAccount,
  onRedeem,
  pendingId = null,
  onConvert,
}: PointMallProps) {
  const { t } = useLingui();

  if (!available) {
    return (
      <section className={styles.root} aria-labelledby="point-mall-title">
        <h1 id="point-mall-title" className={styles.title}>
          {t`Loja de pontos`}
        </h1>
        <div className={styles.unavailable} role="status">
          <span className={styles.unavailableIcon}>
            <Icon name="info" size="large" />
          </span>
          <p className={styles.sectionTitle}>{t`A loja de pontos não está disponível`}</p>
          <p className={styles.note}>
            <Trans>Este site não oferece o programa de pontos no momento.</Trans>
          </p>
        </div>
      </section>
    );
  }

  const points = viewer !== 'visitor' && balance.status === 'ready' ? (balance.points ?? 0) : null;
  const redeem = (reward: PointRewardItem) => {
    const action = redeemAction(viewer);
    if (action === 'login') onSignIn();
    else if (action === 'need-real-account') onNeedRealAccount();
    else onRedeem(reward);
  };

  return (
    <section className={styles.root} aria-labelledby="point-mall-title">
      <h1 id="point-mall-title" className={styles.title}>
        {t`Loja de pontos`}
      </h1>
      <div className={styles.top}>
        <BalancePanel
          viewer={viewer}
          balance={balance}
          onSignIn={onSignIn}
          onRetry={onRetry}
          onConvert={onConvert}
        />
        <EarningPanel earning={earning} formatAmount={formatAmount} onRetry={onRetry} />
      </div>
      <section className={styles.root} aria-labelledby="point-mall-rewards">
        <h2 id="point-mall-rewards" className={styles.sectionTitle}>
          {t`Recompensas`}
        </h2>
        {rewards.status === 'loading' ? (
          <>
            <p className={visuallyHidden} role="status">
              {t`Carregando recompensas`}
            </p>
            <ul className={styles.grid} aria-hidden="true">
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={index} className={styles.skeletonCard}>
                  <span className={`${skeleton} ${styles.skeletonImage}`} />
                  <span className={styles.skeletonBody}>
                    <span className={`${skeleton} ${styles.skeletonLine.wide}`} />
                    <span className={`${skeleton} ${styles.skeletonLine.narrow}`} />
                    <span className={`${skeleton} ${styles.skeletonLine.button}`} />
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : rewards.status === 'error' ? (
          <GridNotice
            kind="error"
            message={t`Não foi possível carregar as recompensas.`}
            failure={rewards.failure}
            onRetry={onRetry}
          />
        ) : rewards.items.length === 0 ? (
          <GridNotice kind="empty" message={t`Nenhuma recompensa disponível no momento.`} />
        ) : (
          <ul className={styles.grid}>
            {rewards.items.map((reward) => (
              <li key={reward.id}>
                <PointRewardCard
                  reward={reward}
                  viewer={viewer}
                  points={points}
                  formatAmount={formatAmount}
                  onRedeem={redeem}
                  pending={pendingId === reward.id}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

function BalancePanel({
  viewer,
  balance,
  onSignIn,
  onRetry,
  onConvert,
}: Pick<PointMallProps, 'viewer' | 'balance' | 'onSignIn' | 'onRetry' | 'onConvert'>) {
  const { t, i18n } = useLingui();
  if (viewer === 'visitor') {
    return (
      <div className={styles.balancePanel}>
        <h2 className={styles.sectionTitle}>{t`Seus pontos`}</h2>
        <p className={styles.note}>
          <Trans>Entre na sua conta para ver seus pontos e resgatar recompensas.</Trans>
        </p>
        <div className={styles.row}>
          <Button onClick={onSignIn}>{t`Entrar`}</Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.balancePanel}>
      <h2 className={styles.balanceLabel}>{t`Seus pontos`}</h2>
      {balance.status === 'loading' ? (
        <>
          <span className={`${skeleton} ${styles.skeletonLine.value}`} aria-hidden="true" />
          <span className={visuallyHidden} role="status">
            {t`Carregando seus pontos`}
          </span>
        </>
      ) : balance.status === 'error' ? (
        <GridNotice
          kind="error"
          compact
          message={t`Não foi possível carregar seus pontos.`}
          failure={balance.failure}
          onRetry={onRetry}
        />
      ) : (
        <p className={styles.balanceValue}>{i18n.number(balance.points ?? 0)}</p>
      )}
      {viewer === 'player' && onConvert && balance.status === 'ready' ? (
        <div className={styles.row}>
          <Button tone="secondary" onClick={onConvert}>
            {t`Converter em saldo`}
          </Button>
        </div>
      ) : null}
      <p className={styles.note}>
        {viewer === 'trial' ? t`Contas de teste não podem resgatar recompensas.` : t`Os pontos não expiram.`}
      </p>
    </div>
  );
}

function EarningPanel({
  earning,
  formatAmount,
  onRetry,
}: Pick<PointMallProps, 'earning' | 'formatAmount' | 'onRetry'>) {
  const { t } = useLingui();
  const categoryLabels: Record<string, string> = {
    LIVE: t`Cassino ao vivo`,
    RNG: t`Caça-níqueis`,
    LOTT: t`Loteria`,
    SPORTS: t`Esportes`,
    PVP: t`PVP`,
    DEPOSIT: t`Depósitos`,
  };
  return (
    <div className={styles.panel}>
      <h2 className={styles.sectionTitle}>{t`Como ganhar pontos`}</h2>
      {earning.status === 'loading' ? (
        <div aria-hidden="true" className={styles.rules}>
          <span className={`${skeleton} ${styles.skeletonLine.wide}`} />
          <span className={`${skeleton} ${styles.skeletonLine.wide}`} />
          <span className={`${skeleton} ${styles.skeletonLine.narrow}`} />
        </div>
      ) : earning.status === 'error' ? (
        <GridNotice
          kind="error"
          compact
          message={t`Não foi possível carregar as regras de pontos.`}
          failure={earning.failure}
          onRetry={onRetry}
        />
      ) : earning.rules.length === 0 ? (
        <p className={styles.note}>{t`Nenhuma regra de pontos no momento.`}</p>
      ) : (
        <ul className={styles.rules}>
          {earning.rules.map((rule) => {
            const points = rule.points;
            const amount = formatAmount(rule.amount);
            return (
              <li key={rule.category} className={styles.rule}>
                <span className={styles.ruleCategory}>{categoryLabels[rule.category] ?? rule.category}</span>
                <span className={styles.ruleRate}>
                  {rule.category === 'DEPOSIT'
                    ? t`${plural(points, { one: `# ponto a cada ${amount} depositados`, other: `# pontos a cada ${amount} depositados` })}`
                    : t`${plural(points, { one: `# ponto a cada ${amount} apostados`, other: `# pontos a cada ${amount} apostados` })}`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
