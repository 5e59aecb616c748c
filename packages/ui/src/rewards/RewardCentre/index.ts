export { RewardCentre, type RewardCentreProps } from './RewardCentre.tsx';
export {
  RewardPromotionCard,
  type RewardPromotionCardProps,
  type RewardPromotionItem,
} from './RewardPromotionCard.tsx';
