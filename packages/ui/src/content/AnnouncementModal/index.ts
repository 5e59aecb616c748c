export {
  type AnnouncementItem,
  AnnouncementModal,
  type AnnouncementModalProps,
} from './AnnouncementModal.tsx';
