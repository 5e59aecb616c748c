export {
  BonusBalanceSummary,
  type BonusBalanceSummaryProps,
  BonusWagering,
  type BonusWageringProps,
  type PromotionBonusItem,
} from './BonusWagering/index.ts';
export {
  type ApplyImageItem,
  PromotionApplyDialog,
  type PromotionApplyDialogProps,
} from './PromotionApplyDialog/index.ts';
export { RaffleClaimResult, type RaffleClaimResultProps } from './RaffleClaimResult/index.ts';
export {
  RewardCentre,
  type RewardCentreProps,
  RewardPromotionCard,
  type RewardPromotionCardProps,
  type RewardPromotionItem,
} from './RewardCentre/index.ts';
