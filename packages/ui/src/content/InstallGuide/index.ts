export { InstallGuide, type InstallGuideProps } from './InstallGuide.tsx';
