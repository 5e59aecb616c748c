import type { UnreadCounts } from '../member/memberCentre.ts';

/** A message of the member's inbox (messageV2). */
export interface InboxMessage {
  id: string;
  title: string;
  /** Plain text or HTML (rendered only through the site's sanitiser). */
  content: string;
  /** ISO time it was sent. */
  sentAt: string;
  read: boolean;
}

export const INBOX_PAGE_SIZE = 10;

/** Pages of `pageSize` for `total` messages (at least 1, so an empty inbox still has a page). */
export function inboxPageCount(total: number, pageSize: number = INBOX_PAGE_SIZE): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** The list with one message marked read (the same array when there is nothing to change). */
export function markMessageRead<M extends Pick<InboxMessage, 'id' | 'read'>>(
  messages: readonly M[],
  id: string,
): M[] {
  return messages.map((message) =>
    message.id === id && !message.read ? { ...message, read: true } : message,
  );
}

/** The unread counts with one message fewer (never below 0): what the badge shows the moment a message is opened. */
export function countsAfterReading<C extends { total: number; counts: UnreadCounts }>(summary: C): C {
  const messages = summary.counts.messages;
  return {
    ...summary,
    total: Math.max(0, summary.total - 1),
    counts: { ...summary.counts, messages: Math.max(0, (messages ?? summary.total) - 1) },
  };
}
