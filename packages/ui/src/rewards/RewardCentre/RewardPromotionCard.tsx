import { useLingui } from '@lingui/react/macro';
import {
  type PromotionStatus,
  promotionStatusLabel,
  type RewardAction,
  rewardAction,
  rewardActionMessages,
  rewardTone,
} from '@sorte/domain';
import { forwardRef } from 'react';
import type { CashierMoneyProps } from '../../cashier/money.ts';
import { Button } from '../../components/Button/index.ts';
import { SafeHtml } from '../../content/SafeHtml/index.ts';
import { BonusWagering, type PromotionBonusItem } from '../BonusWagering/index.ts';
import * as styles from './RewardCentre.css.ts';

/** A promotion as the reward centre shows it. */
export interface RewardPromotionItem {
  id: string;
  title: string;
  /** §4 status; a promotion whose status does not read is not listed. */
  status: PromotionStatus;
  needsApplication: boolean;
  imageUrl?: string;
  /** ISO times. */
  startTime?: string;
  endTime?: string;
  rejectReason?: string;
  /** The description and terms, HTML from the gateway (rendered only through SafeHtml). */
  content?: string;
  /** A joined bonus apart from real money, with its wagering (issue 23 item 6). */
  bonus?: PromotionBonusItem;
}

export interface RewardPromotionCardProps extends CashierMoneyProps {
  promotion: RewardPromotionItem;
  /** The action of this card is being sent. */
  pending: boolean;
  /** Another action is being sent: this card waits. */
  busy: boolean;
  highlighted: boolean;
  formatDate: (iso: string) => string;
  onAction: (id: string, action: Exclude<RewardAction, 'viewReason'>) => void;
  unavailableActions: readonly Exclude<RewardAction, 'viewReason'>[];
}

/** One promotion: its picture, title, period, §4 status and the action that status allows. */
export const RewardPromotionCard = forwardRef<HTMLElement, RewardPromotionCardProps>(
  function RewardPromotionCard(
    { promotion, pending, busy, highlighted, formatDate, onAction, unavailableActions, ...moneyProps },
    ref,
  ) {
    const { t, i18n } = useLingui();
    const possible = rewardAction(promotion.status, promotion.needsApplication);
    const notOffered =
      possible !== null && possible !== 'viewReason' && unavailableActions.includes(possible);
    const action = notOffered ? null : possible;
    // Join and Claim are the action itself (its button); the other statuses are shown as a badge, and an action
    // this gateway does not offer says so (its status word would read as a button).
    const tone = notOffered ? 'unavailable' : rewardTone(promotion.status);
    const headingId = `reward-${promotion.id}-title`;
    const start = promotion.startTime ? formatDate(promotion.startTime) : null;
    const end = promotion.endTime ? formatDate(promotion.endTime) : null;
    return (
      <article
        ref={ref}
        id={`reward-${promotion.id}`}
        tabIndex={-1}
        aria-labelledby={headingId}
        className={`${styles.card} ${highlighted ? styles.highlighted : ''}`}
      >
        {promotion.imageUrl ? (
          <img
            className={styles.image}
            src={promotion.imageUrl}
            alt=""
            width={1200}
            height={400}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div className={styles.body}>
          <h3 id={headingId} className={styles.cardTitle}>
            {promotion.title}
          </h3>
          {start && end ? (
            <p className={styles.period}>
              <bdi>{start}</bdi> – <bdi>{end}</bdi>
            </p>
          ) : null}
          {promotion.bonus ? (
            <BonusWagering bonus={promotion.bonus} formatDate={formatDate} {...moneyProps} />
          ) : null}
          {promotion.content ? (
            <details className={styles.terms}>
              <summary className={styles.reasonSummary}>{t`Regras e condições`}</summary>
              <SafeHtml html={promotion.content} className={styles.termsText} />
            </details>
          ) : null}
          <div className={styles.footer}>
            {tone === 'open' ? null : (
              <span className={styles.badge[tone]}>
                {notOffered ? t`Indisponível neste site` : i18n._(promotionStatusLabel(promotion.status))}
              </span>
            )}
            {action === 'viewReason' ? (
              promotion.rejectReason ? (
                <details className={styles.reason}>
                  <summary className={styles.reasonSummary}>
                    {i18n._(rewardActionMessages.viewReason)}
                  </summary>
                  <p className={styles.reasonText}>{promotion.rejectReason}</p>
                </details>
              ) : null
            ) : action !== null ? (
              <Button
                size="small"
                tone={action === 'claim' ? 'primary' : 'secondary'}
                pending={pending}
                disabled={busy && !pending}
                aria-describedby={headingId}
                onClick={() => {
                  if (!pending) onAction(promotion.id, action);
                }}
              >
                {i18n._(rewardActionMessages[action])}
              </Button>
            ) : null}
          </div>
        </div>
      </article>
    );
  },
);
