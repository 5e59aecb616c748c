export {
  type CustomerServiceEntry,
  CustomerServiceList,
  type CustomerServiceListProps,
} from './CustomerServiceList.tsx';
