export { WalletOverview, type WalletOverviewProps } from './WalletOverview.tsx';
