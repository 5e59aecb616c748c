export {
  type RealityCheckChoice,
  RealityCheckDialog,
  type RealityCheckDialogProps,
} from './RealityCheckDialog.tsx';
