export {
  InstallAppAction,
  type InstallAppActionProps,
  InstallAppIosSteps,
  type InstallOffer,
} from './InstallAppAction.tsx';
