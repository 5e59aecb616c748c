export { type RecordColumn, RecordTable, type RecordTableProps } from './RecordTable.tsx';
