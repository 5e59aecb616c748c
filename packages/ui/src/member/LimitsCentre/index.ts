export {
  type LimitItem,
  type LimitKey,
  LimitsCentre,
  type LimitsCentreProps,
  limitKey,
} from './LimitsCentre.tsx';
