import { Trans, useLingui } from '@lingui/react/macro';
import { announcementTime, promotionAction, promotionStatusLabel, toPromotionStatus } from '@sorte/domain';
import { Button } from '../../components/Button/index.ts';
import { SafeHtml } from '../SafeHtml/index.ts';
import * as styles from './PromotionList.css.ts';

export interface PromotionItem {
  id: string | number;
  title: string;
  /** The status as the gateway spells it ('Join', 'coming soon'…): read with the domain's toPromotionStatus. */
  status: string | null;
  /** HTML from the gateway, rendered only through SafeHtml. */
  content: string;
  imageUrl?: string | null;
  startTime?: number | string | null;
  endTime?: number | string | null;
}

export interface PromotionCardProps {
  promotion: PromotionItem;
  /** The details (the sanitised HTML) are open. */
  expanded: boolean;
  onToggle: (promotion: PromotionItem) => void;
  /** Join or Claim was pressed. */
  onAction: (promotion: PromotionItem, action: 'join' | 'claim') => void;
  /** The join or claim call is under way: the button shows a spinner and ignores presses. */
  pending?: boolean;
}

/** The element id of a promotion's card, so the app can scroll to the one named in the URL hash. */
export function promotionElementId(id: string | number): string {
  return `promotion-${id}`;
}

/** One promotion on /promotions: image, title, period, status and its action, with details that expand. */
export function PromotionCard({
  promotion,
  expanded,
  onToggle,
  onAction,
  pending = false,
}: PromotionCardProps) {
  const { t, i18n } = useLingui();
  const elementId = promotionElementId(promotion.id);
  const status = toPromotionStatus(promotion.status);
  const action = promotionAction(status);
  const start = announcementTime(promotion.startTime);
  const end = announcementTime(promotion.endTime);
  const date = (time: number) => i18n.date(new Date(time), { dateStyle: 'medium' });

  return (
    <article
      id={elementId}
      className={styles.card}
      aria-labelledby={`${elementId}-title`}
      aria-current={expanded ? 'true' : undefined}
    >
      {promotion.imageUrl ? (
        <img
          className={styles.image}
          src={promotion.imageUrl}
          alt=""
          width={1200}
          height={375}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className={styles.body}>
        <div className={styles.heading}>
          <h2 id={`${elementId}-title`} className={styles.title}>
            {promotion.title}
          </h2>
          {status && action === null ? (
            <span className={styles.status[status === 'CLOSE' || status === 'REJECTED' ? 'muted' : 'info']}>
              {i18n._(promotionStatusLabel(status))}
            </span>
          ) : null}
        </div>
        {start !== null || end !== null ? (
          <p className={styles.period}>
            <span className={styles.periodLabel}>
              <Trans>Período</Trans>
            </span>{' '}
            {start !== null ? (
              <time dateTime={new Date(start).toISOString()}>
                <bdi>{date(start)}</bdi>
              </time>
            ) : null}
            {start !== null && end !== null ? ' – ' : null}
            {end !== null ? (
              <time dateTime={new Date(end).toISOString()}>
                <bdi>{date(end)}</bdi>
              </time>
            ) : null}
          </p>
        ) : null}
        <div className={styles.actions}>
          {status && action ? (
            <Button pending={pending} onClick={() => onAction(promotion, action)}>
              {i18n._(promotionStatusLabel(status))}
            </Button>
          ) : null}
          <Button
            tone="secondary"
            aria-expanded={expanded}
            aria-controls={`${elementId}-details`}
            onClick={() => onToggle(promotion)}
          >
            {expanded ? t`Ocultar detalhes` : t`Ver detalhes`}
          </Button>
        </div>
        {expanded ? (
          <SafeHtml id={`${elementId}-details`} className={styles.details} html={promotion.content} />
        ) : null}
      </div>
    </article>
  );
}
