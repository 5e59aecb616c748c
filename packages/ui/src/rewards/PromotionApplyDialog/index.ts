export {
  type ApplyImageItem,
  PromotionApplyDialog,
  type PromotionApplyDialogProps,
} from './PromotionApplyDialog.tsx';
