export { VipPage } from './VipPage.tsx';
