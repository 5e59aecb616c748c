export {
  type TwoStepMethodName,
  TwoStepSection,
  type TwoStepSectionProps,
  type TwoStepSms,
  type TwoStepView,
} from './TwoStepSection.tsx';
