import { INBOX_PAGE_SIZE, type InboxMessage } from '@sorte/domain';
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
