export {
  PointConvertDialog,
  type PointConvertDialogProps,
  type PointConvertRequest,
  type PointConvertValues,
} from './PointConvertDialog.tsx';
