export { MessageInbox, type MessageInboxProps } from './MessageInbox.tsx';
