export { AccountSearch, type AccountSearchProps } from './AccountSearch.tsx';
