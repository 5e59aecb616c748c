import { INBOX_PAGE_SIZE, type InboxMessage, messageCategoryOf } from '@sorte/domain';
import { INBOX_SIZE, messageFixtures } from '@sorte/mocks/fixtures';

// Story fixtures for the inbox: the simulated gateway's messages (3 unread), mapped into the component's props.

const all: readonly InboxMessage[] = messageFixtures(INBOX_SIZE, 3).map((message) => ({
  id: message.id,
  title: message.title,
  content: message.content,
  sentAt: new Date(message.sendTime).toISOString(),
  read: message.read,
}));

export const inboxFirstPage = all.slice(0, INBOX_PAGE_SIZE);
export const inboxPageCount = Math.ceil(all.length / INBOX_PAGE_SIZE);

/** The first page as a gateway that says each message's category gives it (issue 23 item 6). */
export const inboxFirstPageInCategories: readonly InboxMessage[] = messageFixtures(INBOX_SIZE, 3)
  .slice(0, INBOX_PAGE_SIZE)
  .map((message, index) => ({
    ...inboxFirstPage[index]!,
    category: messageCategoryOf(message.category)!,
  }));
