export { InstallAppAction, type InstallAppActionProps, type InstallOffer } from './InstallAppAction.tsx';
