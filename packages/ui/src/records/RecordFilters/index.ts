export { type RecordFilterSelect, RecordFilters, type RecordFiltersProps } from './RecordFilters.tsx';
