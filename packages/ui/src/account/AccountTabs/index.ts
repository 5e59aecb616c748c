export { type AccountTab, AccountTabs, type AccountTabsProps } from './AccountTabs.tsx';
