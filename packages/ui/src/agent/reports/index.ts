export {
  palStatementTotalItems,
  revenueTotalItems,
  salaryTotalItems,
  useDownlineTransactionColumns,
  usePalStatementColumns,
  useRevenueColumns,
  useSalaryColumns,
} from './reportColumns.tsx';
