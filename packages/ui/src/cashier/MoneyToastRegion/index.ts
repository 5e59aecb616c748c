export { type MoneyToast, MoneyToastRegion, type MoneyToastRegionProps } from './MoneyToastRegion.tsx';
