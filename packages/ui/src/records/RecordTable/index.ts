export { columnsGiven, type RecordColumn, RecordTable, type RecordTableProps } from './RecordTable.tsx';
