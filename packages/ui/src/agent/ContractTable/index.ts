export { ContractTable, type ContractTableProps } from './ContractTable.tsx';
