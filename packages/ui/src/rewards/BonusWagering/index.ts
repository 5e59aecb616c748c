export {
  BonusBalanceSummary,
  type BonusBalanceSummaryProps,
  BonusWagering,
  type BonusWageringProps,
  type PromotionBonusItem,
} from './BonusWagering.tsx';
