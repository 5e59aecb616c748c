export { PointRedeemDialog, type PointRedeemDialogProps } from './PointRedeemDialog.tsx';
