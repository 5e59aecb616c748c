export { NoticeModal, type NoticeModalProps } from './NoticeModal.tsx';
