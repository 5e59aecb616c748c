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
  /** What the message is about, when the gateway says (`messageCategoryOf`); absent, it is listed under all only. */
  category?: MessageCategory;
}

/** The inbox's categories (issue 23 item 6): notices of the site, promotions and bonuses, the account's money. */
export const MESSAGE_CATEGORIES = ['system', 'promotion', 'account'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

const CATEGORY_WORDS: Readonly<Record<MessageCategory, readonly string[]>> = {
  system: ['system', 'sys', 'notice', 'announcement', 'maintenance', 'security'],
  promotion: ['promotion', 'promo', 'activity', 'bonus', 'marketing', 'campaign', 'event', 'mission'],
  account: [
    'account',
    'acc',
    'transaction',
    'finance',
    'fund',
    'deposit',
    'withdraw',
    'withdrawal',
    'wallet',
  ],
};

/** A gateway's category word (any case, `_`/`-` ignored) as one of ours; an unknown word is no category. */
export function messageCategoryOf(word: string | undefined): MessageCategory | undefined {
  if (word === undefined) return undefined;
  const plain = word.toLowerCase().replace(/[\s_-]/g, '');
  return MESSAGE_CATEGORIES.find((category) => CATEGORY_WORDS[category].includes(plain));
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

/** Every message marked read (mark all as read). */
export function markAllMessagesRead<M extends Pick<InboxMessage, 'read'>>(messages: readonly M[]): M[] {
  return messages.map((message) => (message.read ? message : { ...message, read: true }));
}

/** The unread counts with no message unread: the rest of the total (missions, rewards) stays. */
export function countsAfterReadingAll<C extends { total: number; counts: UnreadCounts }>(summary: C): C {
  const messages = summary.counts.messages ?? summary.total;
  return {
    ...summary,
    total: Math.max(0, summary.total - messages),
    counts: { ...summary.counts, messages: 0 },
  };
}
