export {
  type VipLevelItem,
  VipProgress,
  type VipProgressData,
  type VipProgressProps,
  type VipRequirementItem,
} from './VipProgress.tsx';
