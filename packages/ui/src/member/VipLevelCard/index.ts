export { VipLevelCard, type VipLevelCardProps } from './VipLevelCard.tsx';
