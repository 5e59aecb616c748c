export { DownlineProfile, type DownlineProfileProps } from './DownlineProfile.tsx';
