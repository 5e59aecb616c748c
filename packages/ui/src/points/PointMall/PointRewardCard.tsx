import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type PointMallViewer, rewardAvailability } from '@sorte/domain';
import { useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import * as styles from './PointMall.css.ts';

/** A reward of the catalogue, as the app maps it from the gateway (§3 points and amount requirements). */
export interface PointRewardItem {
  id: string;
  name: string;
  imageUrl?: string;
  description?: string;
  pointsRequired: number;
  /** Valid bet the player must have reached; absent: none. */
  amountRequired?: number;
  /** Units left; absent: unlimited. */
  stock?: number;
}

/** At or below this many units the stock is shown as running out. */
const FEW_LEFT = 5;

export interface PointRewardCardProps {
  reward: PointRewardItem;
  viewer: PointMallViewer;
  /** The viewer's points (null while unknown, and for visitors). */
  points: number | null;
  /** Formats a money amount (the amount requirement) with the site's currency. */
  formatAmount: (amount: number) => string;
  /** Redeem was pressed on this reward. */
  onRedeem: (reward: PointRewardItem) => void;
  pending?: boolean;
}

/** One reward: picture, name, points, amount requirement, stock and Redeem. */
export function PointRewardCard({
  reward,
  viewer,
  points,
  formatAmount,
  onRedeem,
  pending = false,
}: PointRewardCardProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  // Only a player's points can make a reward too dear: a visitor or a trial account is stopped before that.
  const availability = rewardAvailability(reward, viewer === 'player' ? points : null);
  const cost = reward.pointsRequired;
  const left = reward.stock === undefined ? null : i18n.number(reward.stock);
  const missing =
    availability === 'not-enough-points' && points !== null ? reward.pointsRequired - points : null;
  const minimumBet = reward.amountRequired === undefined ? null : formatAmount(reward.amountRequired);
  const stockTone =
    reward.stock === undefined || reward.stock > FEW_LEFT ? 'plenty' : reward.stock > 0 ? 'few' : 'none';

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {reward.imageUrl ? (
        <img
          className={styles.image}
          src={reward.imageUrl}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          {reward.name}
        </h3>
        <p className={styles.cost}>{t`${plural(cost, { one: '# ponto', other: '# pontos' })}`}</p>
        <div className={styles.facts}>
          {reward.description ? <p className={styles.fact}>{reward.description}</p> : null}
          {minimumBet !== null ? (
            <p className={styles.fact}>
              <Trans>Aposta válida mínima: {minimumBet}</Trans>
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <span className={styles.stock[stockTone]}>
            {left === null ? t`Estoque ilimitado` : reward.stock === 0 ? t`Esgotado` : t`Restam ${left}`}
          </span>
          <Button
            block
            tone={availability === 'available' ? 'primary' : 'secondary'}
            disabled={availability !== 'available'}
            pending={pending}
            aria-describedby={titleId}
            onClick={() => onRedeem(reward)}
          >
            {t`Resgatar agora`}
          </Button>
          {missing !== null ? (
            <p className={styles.shortfall}>
              {t`${plural(missing, { one: 'Falta # ponto', other: 'Faltam # pontos' })}`}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
