export {
  PromotionCard,
  type PromotionCardProps,
  type PromotionItem,
  promotionElementId,
} from './PromotionCard.tsx';
export { PromotionList, type PromotionListProps } from './PromotionList.tsx';
