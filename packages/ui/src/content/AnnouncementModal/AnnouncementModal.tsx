import { Trans, useLingui } from '@lingui/react/macro';
import { announcementPage, announcementTime, hasPromotionButton } from '@sorte/domain';
import { useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { Modal } from '../../modals/Modal/index.ts';
import { SafeHtml } from '../SafeHtml/index.ts';
import * as styles from './AnnouncementModal.css.ts';

export interface AnnouncementItem {
  id: string | number;
  title: string;
  /** HTML from the gateway, rendered only through SafeHtml. */
  content: string;
  promotionType?: string | number | null;
  timestamp?: number | string | null;
}

export interface AnnouncementModalProps {
  open: boolean;
  onClose: () => void;
  announcements: readonly AnnouncementItem[];
  /** 1-based page of the title list (9 per page); out-of-range pages are clamped. */
  page: number;
  onPageChange: (page: number) => void;
  /** The announcement shown on the right; the first of the page when null or not on this page. */
  selectedId: string | number | null;
  onSelect: (id: string | number) => void;
  /** 'Ver promoção', shown when the item has a promotionType: the app opens the reward centre. */
  onGoToPromotion: (item: AnnouncementItem) => void;
  /** The list's load: 'error' shows the spec §8 text of `failure` with a retry, never "no announcements". */
  status?: LoadStatus;
  failure?: FailureKind;
  onRetry?: () => void;
}

/**
 * The announcement popup (spec §2): titles paged 9 at a time at the inline start, the chosen item's HTML beside
 * them, and a go-to-promotion button when the item has a promotionType.
 */
export function AnnouncementModal({
  open,
  onClose,
  announcements,
  page,
  onPageChange,
  selectedId,
  onSelect,
  onGoToPromotion,
  status = 'ready',
  failure,
  onRetry,
}: AnnouncementModalProps) {
  const { t, i18n } = useLingui();
  const baseId = useId();
  const current = announcementPage(announcements, page);
  const selected = current.items.find((item) => item.id === selectedId) ?? current.items[0] ?? null;
  const time = selected ? announcementTime(selected.timestamp) : null;
  const titleId = `${baseId}-title`;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Anúncios`}
      size="large"
      footer={
        selected && hasPromotionButton(selected) ? (
          <Button onClick={() => onGoToPromotion(selected)}>
            <Trans>Ver promoção</Trans>
          </Button>
        ) : undefined
      }
    >
      {status === 'loading' ? (
        <p className={styles.empty} role="status">
          <Spinner size="small" /> <Trans>Carregando anúncios…</Trans>
        </p>
      ) : status === 'error' ? (
        <GridNotice
          kind="error"
          message={t`Não foi possível carregar os anúncios.`}
          failure={failure}
          onRetry={onRetry}
        />
      ) : selected === null ? (
        <p className={styles.empty}>
          <Trans>Nenhum anúncio no momento.</Trans>
        </p>
      ) : (
        <div className={styles.layout}>
          <nav className={styles.side} aria-label={t`Lista de anúncios`}>
            <ul className={styles.titles}>
              {current.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.titleButton}
                    aria-current={item === selected ? 'true' : undefined}
                    onClick={() => onSelect(item.id)}
                  >
                    {item.title}
                  </button>
                </li>
              ))}
            </ul>
            {current.totalPages > 1 ? (
              <div className={styles.pager}>
                <button
                  type="button"
                  className={styles.pageButton}
                  aria-label={t`Página anterior`}
                  disabled={current.page <= 1}
                  onClick={() => onPageChange(current.page - 1)}
                >
                  <Icon name="chevronBack" size="inline" />
                </button>
                <span className={styles.pageText}>
                  <Trans>
                    Página {current.page} de {current.totalPages}
                  </Trans>
                </span>
                <button
                  type="button"
                  className={styles.pageButton}
                  aria-label={t`Próxima página`}
                  disabled={current.page >= current.totalPages}
                  onClick={() => onPageChange(current.page + 1)}
                >
                  <Icon name="chevronForward" size="inline" />
                </button>
              </div>
            ) : null}
          </nav>
          <article className={styles.article} aria-labelledby={titleId}>
            <h3 id={titleId} className={styles.articleTitle}>
              {selected.title}
            </h3>
            {time === null ? null : (
              <time className={styles.date} dateTime={new Date(time).toISOString()}>
                <bdi>{i18n.date(new Date(time), { dateStyle: 'medium' })}</bdi>
              </time>
            )}
            <SafeHtml html={selected.content} />
          </article>
        </div>
      )}
    </Modal>
  );
}
