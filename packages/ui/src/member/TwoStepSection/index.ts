export {
  type TwoStepMethodName,
  TwoStepSection,
  type TwoStepSectionProps,
  type TwoStepView,
} from './TwoStepSection.tsx';
