export {
  MemberCentreLayout,
  type MemberCentreLayoutProps,
  type MemberCentreSummary,
} from './MemberCentreLayout.tsx';
