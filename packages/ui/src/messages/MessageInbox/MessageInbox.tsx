import { useLingui } from '@lingui/react/macro';
import { type InboxMessage, MESSAGE_CATEGORIES, type MessageCategory } from '@sorte/domain';
import { useEffect, useRef, useState } from 'react';
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
  /**
   * The category shown (issue 23 item 6): the page's messages of that category only. The filter appears when a
   * message on the page has a category; a message without one is listed under all only.
   */
  category?: InboxCategoryFilter;
  onCategoryChange?: (category: InboxCategoryFilter) => void;
  /** Marks every message read; absent on a gateway without that call (the action is hidden). */
  onMarkAllRead?: () => void;
  /** Whether any message is unread (the messages badge): mark all read shows only then. */
  hasUnread?: boolean;
  markingAllRead?: boolean;
  /** Deletes a message after a confirmation; absent on a gateway without that call (the action is hidden). */
  onDelete?: (id: string) => void;
  deletingId?: string | null;
}

export type InboxCategoryFilter = MessageCategory | 'all';

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
  category = 'all',
  onCategoryChange,
  onMarkAllRead,
  hasUnread = false,
  markingAllRead = false,
  onDelete,
  deletingId = null,
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
  const [confirmingDeleteOf, setConfirmingDeleteOf] = useState<string | null>(null);
  const shown = category === 'all' ? messages : messages.filter((message) => message.category === category);
  const unreadCount = shown.filter((message) => !message.read).length;
  const categorised = messages.some((message) => message.category !== undefined);
  const categoryNames: Record<InboxCategoryFilter, string> = {
    all: t`Todas`,
    system: t`Sistema`,
    promotion: t`Promoções`,
    account: t`Conta e transações`,
  };
  const countOf = (filter: InboxCategoryFilter) =>
    filter === 'all' ? messages.length : messages.filter((message) => message.category === filter).length;

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
            {(categorised && onCategoryChange) || (onMarkAllRead && hasUnread) ? (
              <div className={styles.toolbar}>
                {categorised && onCategoryChange ? (
                  <fieldset className={styles.categories} aria-label={t`Categorias nesta página`}>
                    {(['all', ...MESSAGE_CATEGORIES] as const).map((filter) => (
                      <button
                        key={filter}
                        type="button"
                        className={styles.category}
                        aria-pressed={filter === category}
                        onClick={() => onCategoryChange(filter)}
                      >
                        {categoryNames[filter]}{' '}
                        <span className={styles.categoryCount}>{countOf(filter)}</span>
                      </button>
                    ))}
                  </fieldset>
                ) : null}
                {onMarkAllRead && hasUnread ? (
                  <Button tone="secondary" size="small" pending={markingAllRead} onClick={onMarkAllRead}>
                    <Icon name="check" size="inline" />
                    {t`Marcar todas como lidas`}
                  </Button>
                ) : null}
              </div>
            ) : null}
            {shown.length === 0 ? (
              <GridNotice kind="empty" message={t`Nenhuma mensagem desta categoria nesta página.`} />
            ) : null}
            <ul
              className={styles.list}
              hidden={shown.length === 0}
              aria-label={t`Caixa de entrada, ${unreadCount} não lidas nesta página`}
            >
              {shown.map((message) => (
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
                {onDelete ? (
                  confirmingDeleteOf === selected.id ? (
                    <fieldset className={styles.confirm} aria-label={t`Excluir esta mensagem?`}>
                      <p
                        className={styles.confirmText}
                      >{t`Excluir esta mensagem? Ela não poderá ser recuperada.`}</p>
                      <Button
                        tone="critical"
                        size="small"
                        pending={deletingId === selected.id}
                        onClick={() => onDelete(selected.id)}
                      >
                        {t`Excluir`}
                      </Button>
                      <Button tone="ghost" size="small" onClick={() => setConfirmingDeleteOf(null)}>
                        {t`Cancelar`}
                      </Button>
                    </fieldset>
                  ) : (
                    <div className={styles.actions}>
                      <Button tone="ghost" size="small" onClick={() => setConfirmingDeleteOf(selected.id)}>
                        {t`Excluir mensagem`}
                      </Button>
                    </div>
                  )
                ) : null}
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
