export { MessageInbox, type MessageInboxProps } from './MessageInbox/index.ts';
