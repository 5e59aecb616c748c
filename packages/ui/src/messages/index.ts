export { type InboxCategoryFilter, MessageInbox, type MessageInboxProps } from './MessageInbox/index.ts';
