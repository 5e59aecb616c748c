import { useLingui } from '@lingui/react/macro';
import type { InboxMessage } from '@sorte/domain';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { SafeHtml } from '../../content/SafeHtml/index.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { Pagination } from '../../lobby/Pagination/index.ts';
import { skeleton } from '../../lottery/skeleton.css.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './MessageInbox.css.ts';

export interface MessageInboxProps {
  status: LoadStatus;
  failure?: FailureKind;
  /** The current page's messages, newest first. */
  messages: readonly InboxMessage[];
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The message open in the reading pane (opening it is what marks it read). */
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Back to the list (phones, where list and message take turns). */
  onBack: () => void;
  onRetry: () => void;
  /** For fixed screenshots; the device's zone otherwise. */
  timeZone?: string;
}

/** Spec §2 messageV2: the inbox with unread markers, a reading pane and paging. */
export function MessageInbox({
  status,
  failure,
  messages,
  page,
  pageCount,
  onPageChange,
  selectedId,
  onSelect,
  onBack,
  onRetry,
  timeZone,
}: MessageInboxProps) {
  const { t, i18n } = useLingui();
  const dates = new Intl.DateTimeFormat(formatLocaleOf(i18n), {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  });
  const selected = messages.find((message) => message.id === selectedId) ?? null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (selectedId !== null) heading.current?.focus();
  }, [selectedId]);
  const unreadCount = messages.filter((message) => !message.read).length;

  return (
    <section className={styles.root} aria-labelledby="inbox-title" data-reading={selected !== null}>
      <h2 id="inbox-title" className={styles.repeatedTitle}>
        {t`Mensagens`}
      </h2>
      {status === 'loading' ? (
        <>
          <p className={visuallyHidden} role="status">
            {t`Carregando mensagens`}
          </p>
          <div className={styles.list} aria-hidden="true">
            {[0, 1, 2, 3].map((index) => (
              <span key={index} className={`${skeleton} ${styles.skeletonRow}`} />
            ))}
          </div>
        </>
      ) : status === 'error' ? (
        <GridNotice
          kind="error"
          message={t`Não foi possível carregar as mensagens.`}
          failure={failure}
          onRetry={onRetry}
        />
      ) : messages.length === 0 ? (
        <GridNotice kind="empty" message={t`Sua caixa de mensagens está vazia.`} />
      ) : (
        <div className={styles.panes}>
          <div className={styles.listPane}>
            <ul
              className={styles.list}
              aria-label={t`Caixa de entrada, ${unreadCount} não lidas nesta página`}
            >
              {messages.map((message) => (
                <li key={message.id}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-current={message.id === selectedId || undefined}
                    onClick={() => onSelect(message.id)}
                  >
                    {message.read ? <span /> : <span className={styles.dot} aria-hidden="true" />}
                    <span className={styles.itemText}>
                      <span className={`${styles.itemTitle} ${message.read ? '' : styles.unreadTitle}`}>
                        {message.read ? null : <span className={visuallyHidden}>{t`Não lida:`} </span>}
                        {message.title}
                      </span>
                      <span className={styles.date}>
                        <bdi>{dates.format(Date.parse(message.sentAt))}</bdi>
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {pageCount > 1 ? (
              <Pagination currentPage={page} totalPages={pageCount} onPageChange={onPageChange} />
            ) : null}
          </div>
          <article className={styles.detail} aria-labelledby={selected ? 'inbox-message-title' : undefined}>
            {selected ? (
              <>
                <div className={styles.back}>
                  <Button tone="ghost" size="small" onClick={onBack}>
                    <Icon name="arrowBack" size="inline" />
                    {t`Voltar às mensagens`}
                  </Button>
                </div>
                <h3 id="inbox-message-title" ref={heading} tabIndex={-1} className={styles.detailTitle}>
                  {selected.title}
                </h3>
                <span className={styles.date}>
                  <bdi>{dates.format(Date.parse(selected.sentAt))}</bdi>
                </span>
                <SafeHtml html={selected.content} />
              </>
            ) : (
              <p className={styles.placeholder}>{t`Escolha uma mensagem para ler.`}</p>
            )}
          </article>
        </div>
      )}
    </section>
  );
}
