export {
  LIVE_CHAT_STATUSES,
  LiveChatDialog,
  type LiveChatDialogProps,
  type LiveChatStatus,
} from './LiveChatDialog.tsx';
