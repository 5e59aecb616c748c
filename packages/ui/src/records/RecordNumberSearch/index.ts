export {
  RecordNumberSearch,
  type RecordNumberSearchProps,
  type RecordNumberSearchResult,
} from './RecordNumberSearch.tsx';
