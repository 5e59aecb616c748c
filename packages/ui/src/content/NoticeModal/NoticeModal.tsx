import { Trans, useLingui } from '@lingui/react/macro';
import { announcementTime } from '@sorte/domain';
import { useId } from 'react';
import { Modal } from '../../modals/Modal/index.ts';
import type { NoticeItem } from '../NoticeMarquee/index.ts';
import { SafeHtml } from '../SafeHtml/index.ts';
import * as styles from './NoticeModal.css.ts';

export interface NoticeModalProps {
  open: boolean;
  onClose: () => void;
  notices: readonly NoticeItem[];
  /** The notice the player chose in the marquee: it gets focus (and so scrolls into view) on open. */
  selectedId?: string | number | null;
}

/** The notice modal: every popular notice with its date and its content (sanitised HTML). */
export function NoticeModal({ open, onClose, notices, selectedId }: NoticeModalProps) {
  const { t, i18n } = useLingui();
  const baseId = useId();
  const articleId = (id: string | number) => `${baseId}-${id}`;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Avisos`}
      size="medium"
      initialFocus={() => (selectedId == null ? undefined : document.getElementById(articleId(selectedId)))}
    >
      {notices.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Nenhum aviso no momento.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {notices.map((notice) => {
            const time = announcementTime(notice.timestamp);
            return (
              <li key={notice.id}>
                <article
                  id={articleId(notice.id)}
                  className={styles.notice}
                  tabIndex={-1}
                  aria-labelledby={`${articleId(notice.id)}-title`}
                  aria-current={notice.id === selectedId ? 'true' : undefined}
                >
                  <h3 id={`${articleId(notice.id)}-title`} className={styles.title}>
                    {notice.title}
                  </h3>
                  {time === null ? null : (
                    <time className={styles.date} dateTime={new Date(time).toISOString()}>
                      <bdi>{i18n.date(new Date(time), { dateStyle: 'medium' })}</bdi>
                    </time>
                  )}
                  <SafeHtml html={notice.content} />
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
