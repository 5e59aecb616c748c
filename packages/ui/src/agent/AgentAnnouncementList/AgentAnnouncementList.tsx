import { Trans, useLingui } from '@lingui/react/macro';
import { announcementPage, announcementTime } from '@sorte/domain';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { SafeHtml } from '../../content/SafeHtml/index.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { Pagination } from '../../lobby/Pagination/index.ts';
import * as styles from './AgentAnnouncementList.css.ts';

export interface AgentAnnouncement {
  id: string;
  title: string;
  /** HTML from the gateway, rendered only through SafeHtml. */
  content: string;
  timestamp?: number | string | null;
}

export interface AgentAnnouncementListProps {
  status: LoadStatus;
  failure?: FailureKind;
  onRetry: () => void;
  announcements: readonly AgentAnnouncement[];
  /** 1-based page (9 per page, §9 announcement page size); out-of-range pages are clamped. */
  page: number;
  onPageChange: (page: number) => void;
  /** The announcement's date in the reader's locale. */
  formatDate: (epochMs: number) => string;
}

/**
 * §2 agentAnnouncement: the announcements for agents, newest first, each title opening its text in place (phones
 * read one at a time); paged 9 at a time like the announcement popup.
 */
export function AgentAnnouncementList({
  status,
  failure,
  onRetry,
  announcements,
  page,
  onPageChange,
  formatDate,
}: AgentAnnouncementListProps) {
  const { t } = useLingui();
  if (status === 'loading') {
    return (
      <p className={styles.state} role="status">
        <Spinner size="small" /> <Trans>Carregando anúncios…</Trans>
      </p>
    );
  }
  if (status === 'error') {
    return (
      <GridNotice
        kind="error"
        message={t`Não foi possível carregar os anúncios.`}
        failure={failure}
        onRetry={onRetry}
      />
    );
  }
  if (announcements.length === 0) {
    return <GridNotice kind="empty" message={t`Nenhum anúncio para agentes no momento.`} />;
  }
  const current = announcementPage(announcements, page);
  return (
    <div className={styles.root}>
      <ul className={styles.list}>
        {current.items.map((item) => {
          const time = announcementTime(item.timestamp);
          return (
            <li key={item.id}>
              <details className={styles.item}>
                <summary className={styles.summary}>
                  <span className={styles.title}>{item.title}</span>
                  {time === null ? null : (
                    <time className={styles.date} dateTime={new Date(time).toISOString()}>
                      <bdi>{formatDate(time)}</bdi>
                    </time>
                  )}
                </summary>
                <SafeHtml className={styles.content} html={item.content} />
              </details>
            </li>
          );
        })}
      </ul>
      <Pagination currentPage={current.page} totalPages={current.totalPages} onPageChange={onPageChange} />
    </div>
  );
}
