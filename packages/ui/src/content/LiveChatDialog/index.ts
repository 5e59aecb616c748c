export {
  LiveChatDialog,
  type LiveChatDialogProps,
} from './LiveChatDialog.tsx';
