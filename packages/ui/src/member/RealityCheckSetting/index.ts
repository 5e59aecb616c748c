export {
  REALITY_CHECK_CHOICES,
  RealityCheckSetting,
  type RealityCheckSettingProps,
} from './RealityCheckSetting.tsx';
