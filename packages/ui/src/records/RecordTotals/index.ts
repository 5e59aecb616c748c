export { type RecordTotal, RecordTotals, type RecordTotalsProps } from './RecordTotals.tsx';
