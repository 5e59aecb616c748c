export {
  type WinnerCategoryOption,
  WinnersTable,
  type WinnersTableProps,
} from './WinnersTable.tsx';
